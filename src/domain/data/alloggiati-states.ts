/**
 * The states of the Alloggiati Web tables (Polizia di Stato), by ISO 3166-1 alpha-2 code: a
 * state's code in the service is `100000` followed by its three-digit ISTAT code (Italy
 * 100000100, France 100000215, United States 100000536), the ISTAT classification of foreign
 * states ("Elenco codici e denominazioni delle unità territoriali estere"). Only sovereign states
 * are listed: territories (ISTAT 9xx) and codes the service may not know (Kosovo, Palestine,
 * Taiwan, South Sudan: their place in the service's table could not be checked) are left out on purpose,
 * so a guest from one of them is reported as incomplete instead of sent with a wrong code
 * (decision 049).
 */
// biome-ignore format: one row per continent reads as the ISTAT table does
const ISTAT_STATES: Readonly<Record<string, number>> = {
  IT: 100,
  // Europe
  AL: 201, AD: 202, AT: 203, BE: 206, BG: 209, DK: 212, FI: 214, FR: 215, DE: 216, GB: 219, GR: 220,
  IE: 221, IS: 223, LI: 225, LU: 226, MT: 227, MC: 229, NO: 231, NL: 232, PL: 233, PT: 234, RO: 235,
  SM: 236, ES: 239, SE: 240, CH: 241, UA: 243, HU: 244, RU: 245, VA: 246, EE: 247, LV: 248, LT: 249,
  HR: 250, SI: 251, BA: 252, MK: 253, MD: 254, SK: 255, BY: 256, CZ: 257, ME: 270, RS: 271,
  // Asia
  AF: 301, SA: 302, BH: 304, BD: 305, BT: 306, MM: 307, BN: 309, KH: 310, LK: 311, CN: 314, CY: 315,
  KP: 319, KR: 320, AE: 322, PH: 323, JP: 326, JO: 327, IN: 330, ID: 331, IR: 332, IQ: 333, IL: 334,
  KW: 335, LA: 336, LB: 337, TL: 338, MV: 339, MY: 340, MN: 341, NP: 342, OM: 343, PK: 344, QA: 345,
  SG: 346, SY: 348, TH: 349, TR: 351, VN: 353, YE: 354, KZ: 356, UZ: 357, AM: 358, AZ: 359, GE: 360,
  KG: 361, TJ: 362, TM: 364,
  // Africa
  DZ: 401, AO: 402, CI: 404, BJ: 406, BW: 408, BF: 409, BI: 410, CM: 411, CV: 413, CF: 414, TD: 415,
  KM: 417, CG: 418, EG: 419, ET: 420, GA: 421, GM: 422, GH: 423, DJ: 424, GN: 425, GW: 426, GQ: 427,
  KE: 428, LS: 429, LR: 430, LY: 431, MG: 432, MW: 434, ML: 435, MA: 436, MR: 437, MU: 438, MZ: 440,
  NA: 441, NE: 442, NG: 443, RW: 446, ST: 448, SC: 449, SN: 450, SL: 451, SO: 453, ZA: 454, SD: 455,
  SZ: 456, TZ: 457, TG: 458, TN: 460, UG: 461, CD: 463, ZM: 464, ZW: 465, ER: 466,
  // Americas
  AG: 503, BS: 505, BB: 506, BZ: 507, CA: 509, CR: 513, CU: 514, DM: 515, DO: 516, SV: 517, JM: 518,
  GD: 519, GT: 523, HT: 524, HN: 525, MX: 527, NI: 529, PA: 530, LC: 532, VC: 533, KN: 534, US: 536,
  AR: 602, BO: 604, BR: 605, CL: 606, CO: 608, EC: 609, GY: 612, PY: 614, PE: 615, SR: 616, TT: 617,
  UY: 618, VE: 619,
  // Oceania
  AU: 701, FJ: 703, KI: 708, MH: 712, FM: 713, NR: 715, NZ: 719, PW: 720, PG: 721, SB: 725, WS: 727,
  TO: 730, TV: 731, VU: 732,
};

/** The service's nine-digit code of a state ('FR' → '100000215'), or null when it is not in the table. */
export function alloggiatiStateCode(iso: string): string | null {
  const istat = ISTAT_STATES[iso];
  return istat === undefined ? null : `100000${String(istat).padStart(3, '0')}`;
}
