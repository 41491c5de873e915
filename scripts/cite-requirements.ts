/**
 * `node scripts/cite-requirements.ts`: rewrites the comments and test titles that point outside the
 * repository (a section of one of the three specification documents, or a tracker issue by number)
 * into the ids of docs/requirements.md. Deterministic and idempotent: a rewritten file has nothing
 * left to match, so the lead can run it again after merging a branch that still has old citations.
 * It prints what it could not place (a bare section sign with no document named earlier in the file).
 *
 * The forms it knows: a document with one or more sections ("spec 002 §4", "Spec 001 §3–§5",
 * "spec 002 §2 and §3"), a number with a section ("000 §8"), a section alone (the document is the
 * last one the file named), a document alone ("spec 001's"), and an issue ("issue 29", "(issue 13)"
 * in a test title, which is dropped). When the words right after a section name a rule the table
 * below knows ("… §4 Early checkout"), the citation is that rule's id.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Document number → section → requirement group (docs/requirements.md). */
export const SECTION_GROUPS: Record<string, Record<number, string>> = {
  '000': {
    1: 'SITE',
    2: 'ROUTES',
    3: 'SITEDATA',
    4: 'SITEFLOW',
    5: 'INPUT',
    6: 'VISITOR',
    7: 'PUBAPI',
    8: 'SITEERR',
    9: 'SITELIM',
  },
  '001': {
    1: 'WIDGETS',
    2: 'WIDGETUI',
    3: 'PROPDATA',
    4: 'PROPFLOW',
    5: 'PROPCHECK',
    6: 'DRAFTUSER',
    7: 'PROPAPI',
    8: 'PROPERR',
    9: 'PROPLIM',
  },
  '002': {
    1: 'BACKOFFICE',
    2: 'BOSCREENS',
    3: 'BODATA',
    4: 'BOFLOW',
    5: 'BOCHECK',
    6: 'BOACCESS',
    7: 'BOAPI',
    8: 'BOERR',
    9: 'BOLIM',
  },
};

/** A whole document cited without a section: the group that says what the document is about. */
export const DOCUMENT_GROUPS: Record<string, string> = {
  '000': 'SITE',
  '001': 'WIDGETS',
  '002': 'BACKOFFICE',
};

/** Issue number → the feature group it became. */
export const ISSUE_GROUPS: Record<number, string> = {
  2: 'ARCH',
  3: 'SITE',
  4: 'ENGINE',
  5: 'EMBED',
  10: 'MANAGE',
  11: 'RATES',
  12: 'PROPERTY',
  13: 'INSIGHT',
  14: 'JOURNEY',
  15: 'EMBED',
  16: 'TRUST',
  26: 'ARCH',
  27: 'SETUP',
  28: 'CHANNEL',
  29: 'FRONTDESK',
  30: 'FOLIO',
  31: 'TEAM',
  32: 'CONSIST',
};

/**
 * Issue group → [what the line or else the file's path is about, the precise id]: an issue covered
 * several features, the words around the citation say which one. First match wins.
 */
export const ISSUE_PRECISE: Record<string, [RegExp, string][]> = {
  FRONTDESK: [
    [/police|alloggiati/i, 'FRONTDESK-4'],
    [/housekeep|clean|dirty/i, 'FRONTDESK-3'],
    [/check-?in|check-?out|front[- ]desk|in house|arrival|departure/i, 'FRONTDESK-2'],
    [/today/i, 'FRONTDESK-1'],
  ],
  FOLIO: [
    [/revenue|occupancy|adr\b|revpar|pickup|cash report/i, 'FOLIO-3'],
    [/chang|move|re-?pric/i, 'FOLIO-2'],
    [/folio|receipt|payment|refund|charge|balance/i, 'FOLIO-1'],
  ],
  TEAM: [
    [/notif|bell/i, 'TEAM-2'],
    [/online check-?in|pre-?arrival/i, 'TEAM-4'],
    [/e-?mail|mail/i, 'TEAM-3'],
    [/role|staff|permission|two-factor|totp|team/i, 'TEAM-1'],
  ],
  INSIGHT: [
    [/review|reply/i, 'INSIGHT-1'],
    [/statistic|chart|report/i, 'INSIGHT-2'],
    [/plan|contract|regist|wizard/i, 'INSIGHT-3'],
    [/widget|time ?picker|timeline|weather|share|stepper|upload/i, 'INSIGHT-4'],
  ],
  TRUST: [
    [/login|sign-?in|lock/i, 'TRUST-2'],
    [/format|vat|fiscal|postcode|zip|date/i, 'TRUST-4'],
    [/text|character|invisible|control/i, 'TRUST-3'],
    [/prospect|site|page|true/i, 'TRUST-1'],
  ],
  CHANNEL: [
    [/conflict|overbook/i, 'CHANNEL-2'],
    [/calendar|ical|export|import|feed|ota/i, 'CHANNEL-1'],
  ],
  EMBED: [
    [/allowed|snippet|embed|setup|\/secure\/widget/i, 'EMBED-2'],
    [/widget/i, 'EMBED-1'],
  ],
  RATES: [
    [/cache|live|version/i, 'RATES-1'],
    [/promotion|channel/i, 'RATES-2'],
  ],
  JOURNEY: [
    [/one price|same price|calendar/i, 'JOURNEY-1'],
    [/extra|phone|brand|confirmation|find|lookup|manage/i, 'JOURNEY-2'],
  ],
};

/** "document:section" → [the words that follow the citation, the precise id]. First match wins. */
export const PRECISE: Record<string, [RegExp, string][]> = {
  '002:4': [
    [/^early[ -]?checkout/i, 'PEN-3'],
    [/^no-show/i, 'PEN-2'],
    [/^cancel/i, 'PEN-1'],
    [/^reservation and room status/i, 'BOFLOW-6'],
    [/^reviews?\b/i, 'BOFLOW-7'],
    [/^stepper/i, 'BOFLOW-8'],
    [/^wizard/i, 'BOFLOW-9'],
    [/^plan and contract/i, 'BOFLOW-4'],
    [/^ratesheet cell/i, 'BOFLOW-5'],
    [/^planning view/i, 'BOFLOW-1'],
  ],
  '002:5': [
    [/^format/i, 'FMT'],
    [/^(rate amount|ratesheet and bulk-edit amount)/i, 'BOCHECK-1'],
    [/^(ratesheet )?stay/i, 'BOCHECK-2'],
    [/^bulk/i, 'BOCHECK-3'],
    [/^(people picker|phone)/i, 'BOCHECK-4'],
    [/^autocomplete/i, 'BOCHECK-5'],
    [/^guest form/i, 'BOCHECK-6'],
    [/^(value input|rich editor)/i, 'BOCHECK-7'],
    [/^upload/i, 'BOCHECK-8'],
    [/^(total guests|stepper|time picker)/i, 'BOCHECK-9'],
  ],
  '001:4': [
    [/^draft/i, 'PROPFLOW-10'],
    [/^(guest|identity) document/i, 'PROPFLOW-1'],
    [/^bed/i, 'PROPFLOW-3'],
    [/^download/i, 'PROPFLOW-4'],
    [/^date-range/i, 'PROPFLOW-5'],
    [/^contact editor/i, 'PROPFLOW-6'],
    [/^(hotel service|service)/i, 'PROPFLOW-8'],
    [/^hotel/i, 'PROPFLOW-7'],
    [/^notes?\b/i, 'PROPFLOW-9'],
    [/^(paged list|loading overlay|help dialog|social|offline)/i, 'PROPFLOW-11'],
  ],
  '001:5': [
    [/^country/i, 'PROPCHECK-1'],
    [/^card/i, 'PROPCHECK-2'],
    [/^guest document/i, 'PROPCHECK-3'],
    [/^bed/i, 'PROPCHECK-4'],
    [/^contact/i, 'PROPCHECK-5'],
    [/^help/i, 'PROPCHECK-6'],
    [/^hotel form/i, 'PROPCHECK-7'],
    [/^service/i, 'PROPCHECK-8'],
    [/^notes?\b/i, 'PROPCHECK-9'],
    [/^(password|people)/i, 'PROPCHECK-10'],
    [/^(date|range) picker/i, 'PROPCHECK-11'],
    [/^paged list/i, 'PROPCHECK-12'],
  ],
  '001:8': [
    [/^(currency|country)/i, 'PROPERR-1'],
    [/^(invalid )?date/i, 'PROPERR-3'],
    [/^download/i, 'PROPERR-4'],
    [/^field messages/i, 'PROPERR-5'],
  ],
  '001:9': [
    [/^country/i, 'PROPLIM-1'],
    [/^(exchange|currenc)/i, 'PROPLIM-2'],
    [/^download/i, 'PROPLIM-3'],
    [/^(card expiry|call-back)/i, 'PROPLIM-4'],
    [/^(rooms number|stars|apartment)/i, 'PROPLIM-5'],
    [/^airport/i, 'PROPLIM-6'],
    [/^(draft|page size|storage key)/i, 'PROPLIM-8'],
    [/^(redirect|map|info window|loading|toast)/i, 'PROPLIM-9'],
    [/^(amount rounding|vat)/i, 'PROPLIM-10'],
    [/^unpaid/i, 'PROPLIM-11'],
  ],
  '002:7': [
    [/^(response )?interceptors?|^40[13]/i, 'BOAPI-4'],
    [/^weather/i, 'BOAPI-3'],
    [/^(public )?content pages/i, 'BOAPI-2'],
  ],
  '000:5': [
    [/^amount/i, 'INPUT-2'],
    [/^(address|city)/i, 'INPUT-3'],
    [/^reset/i, 'INPUT-4'],
    [/^counter/i, 'INPUT-5'],
    [/^link/i, 'INPUT-6'],
    [/^date/i, 'INPUT-7'],
  ],
  '000:9': [
    [/^home/i, 'SITELIM-2'],
    [/^review/i, 'SITELIM-3'],
    [/^cookie/i, 'SITELIM-4'],
    [/^lazy/i, 'SITELIM-5'],
    [/^(scroll|faq)/i, 'SITELIM-6'],
    [/^chart/i, 'SITELIM-7'],
    [/^(colour|countdown)/i, 'SITELIM-8'],
  ],

  '002:9': [
    [/^(price rules|vat|city tax|deposit)/i, 'PRICING'],
    [/^planning/i, 'BOLIM-1'],
    [/^bulk/i, 'BOLIM-2'],
    [/^(plan card|promotion)/i, 'BOLIM-3'],
    [/^(age|people)/i, 'BOLIM-4'],
    [/^(reviews?\b|score)/i, 'BOLIM-5'],
    [/^(upload|gallery|value input|map)/i, 'BOLIM-6'],
    [/^(chart|date formats)/i, 'BOLIM-7'],
    [/^reports?\b/i, 'BOLIM-8'],
    [/^(timeline|share|time display|weather)/i, 'BOLIM-9'],
  ],
  '002:2': [
    [/^page-change/i, 'BOSCREENS-2'],
    [/^planning screen/i, 'BOSCREENS-3'],
    [/^ratesheet screen/i, 'BOSCREENS-4'],
    [/^plan screens/i, 'BOSCREENS-5'],
    [/^review fragments/i, 'BOSCREENS-6'],
    [/^named state/i, 'BOSCREENS-1'],
  ],
  '002:3': [
    [/^people/i, 'BODATA-1'],
    [/^phone/i, 'BODATA-2'],
    [/^planning/i, 'BODATA-3'],
    [/^(plan|contract)\b/i, 'BODATA-4'],
    [/^promotion/i, 'BODATA-5'],
    [
      /^(ratesheet|rate plan|room type|bulk-edit form|bulk edit form|channel settings|linkedchannels)/i,
      'BODATA-6',
    ],
    [/^cancellation policy/i, 'BODATA-8'],
    [/^(reviews? summary|reviews?\b|guest or user|avatartype)/i, 'BODATA-10'],
    [/^reservation source/i, 'BODATA-11'],
    [/^guest contact/i, 'BODATA-12'],
    [/^(statistics dataset|chart types)/i, 'BODATA-13'],
    [/^value with unit/i, 'BODATA-14'],
  ],
  '001:2': [
    [/^gallery grid/i, 'WIDGETUI-5'],
    [/^hotel (address )?form/i, 'WIDGETUI-6'],
    [/^address entry/i, 'WIDGETUI-7'],
    [/^hotel map/i, 'WIDGETUI-8'],
    [/^(hotel )?info window/i, 'WIDGETUI-9'],
  ],
  '001:3': [
    [/^country/i, 'PROPDATA-1'],
    [/^payment method/i, 'PROPDATA-2'],
    [/^(exchange record|currency)/i, 'PROPDATA-3'],
    [/^guest document/i, 'PROPDATA-4'],
    [/^bed/i, 'PROPDATA-5'],
    [/^contact info/i, 'PROPDATA-6'],
    [/^hotel service/i, 'PROPDATA-8'],
    [/^(hotel|addressinfo)\b/i, 'PROPDATA-7'],
    [/^note/i, 'PROPDATA-9'],
    [/^(help request|place result|locale|stored drafts|paged result)/i, 'PROPDATA-11'],
    [/^(reservation status icons|cancellation policy display|no-show policy)/i, 'PROPDATA-12'],
    [/^people/i, 'PROPDATA-10'],
  ],
  '000:3': [
    [/^about/i, 'SITEDATA-1'],
    [/^plan/i, 'SITEDATA-2'],
    [/^manager review/i, 'SITEDATA-3'],
    [/^quote form/i, 'SITEDATA-4'],
    [/^address/i, 'SITEDATA-5'],
    [/^amount/i, 'SITEDATA-6'],
    [/^cancellation policy/i, 'SITEDATA-7'],
  ],
  '000:4': [
    [/^"?start-up/i, 'SITEFLOW-1'],
    [/^join flow/i, 'SITEFLOW-2'],
    [/^quote form/i, 'SITEFLOW-3'],
    [/^cookie/i, 'SITEFLOW-5'],
    [/^offline/i, 'SITEFLOW-6'],
    [/^countdown/i, 'SITEFLOW-7'],
    [/^(cancellation )?policy type/i, 'SITEFLOW-8'],
    [/^booking form/i, 'SITEFLOW-9'],
  ],
  '000:2': [[/^`?\/error/i, 'ROUTES-6']],
  // A document named without a section, then the words that say what of it.
  '000:': [[/^bestav/i, 'PUBAPI-1']],
  '001:': [
    [/^paged list/i, 'PROPFLOW-11'],
    [/^(payment policy info|no-show policy|room payment figures|policy figures)/i, 'PROPDATA-12'],
    [/^people (counters|icons|picker)/i, 'WIDGETUI-10'],
    [/^(services and beds|beds, services)/i, 'PROPDATA-8'],
    [/^card view/i, 'WIDGETUI-4'],
    [/^hotel map/i, 'WIDGETUI-8'],
    [/^info window/i, 'WIDGETUI-9'],
    [/^addressinfo/i, 'PROPDATA-7'],
    [/^maps service/i, 'PROPAPI-4'],
    [/^payment-method/i, 'PROPDATA-2'],
    [/^quote drafts/i, 'PROPFLOW-10'],
  ],
  '002:': [[/^room card/i, 'BOSCREENS-6']],
};

const SECTION = String.raw`§\d+(?:\.\d+)*`;
const SEPARATOR = String.raw`\s*(?:,|and|&|–|-|\+)\s*`;
/** A document and its sections; a number and a section; a section alone; a document alone; an issue. */
const CITATION = new RegExp(
  [
    String.raw`\b[Ss]pec (\d{3})('s)? ?((?:${SECTION})(?:${SEPARATOR}${SECTION})*)`,
    String.raw`\b(\d{3}) ((?:${SECTION})(?:${SEPARATOR}${SECTION})*)`,
    // Not a section of a standard (RFC 5545 §3.1, ISO 8601:2004 §4.1).
    String.raw`(?<!(?:RFC|ISO) [\d:]+ )((?:${SECTION})(?:${SEPARATOR}${SECTION})*)`,
    String.raw`\b[Ss]pec (\d{3})\b`,
    String.raw`\b[Ii]ssues? (\d+)((?:(?:, | and )\d+)*)`,
  ].join('|'),
  'g',
);
/** A test title's "(issue 13)": the title drops it. */
const TITLE_ISSUE = /\s*\((?:see )?[Ii]ssues? \d+(?:(?:, | and )\d+)*\)/g;
const TEST_CALL = /\b(it|test|describe)(\.\w+)*(\([^)]*\))?\(\s*['"`]/;

type Unplaced = { line: number; text: string };

function groupOf(document: string, section: number): string | undefined {
  return SECTION_GROUPS[document]?.[section];
}

/** Rewrites one list of sections ("§2 and §3", "§3–§5") of `document`; `after` is the text that follows. */
function rewriteSections(document: string, sections: string, after: string): string | undefined {
  const numbers = [...sections.matchAll(/§(\d+)/g)].map((match) => Number(match[1]));
  if (numbers.some((section) => !groupOf(document, section))) return undefined;
  const range = /§\d+(?:\.\d+)*\s*[–-]\s*§\d+/.test(sections) && numbers.length === 2;
  if (range) {
    const [from, to] = numbers as [number, number];
    const all: string[] = [];
    for (let section = from; section <= to; section++) all.push(groupOf(document, section) as string);
    return all.join(', ');
  }
  const last = numbers.at(-1) as number;
  const words = after.replace(/^[\s:,("'“`]+/, '');
  const precise = PRECISE[`${document}:${last}`]?.find(([pattern]) => pattern.test(words))?.[1];
  let index = 0;
  return sections.replace(/§(\d+)(?:\.\d+)*/g, (_whole, section: string) => {
    index++;
    return index === numbers.length && precise ? precise : (groupOf(document, Number(section)) as string);
  });
}

/**
 * Group → [what a comment line is about, the precise id]: a comment that cites only a broad group
 * and says which of its rules it means. Used only on comment or test-title lines that cite one id,
 * so that the words cannot belong to another citation. First match wins.
 */
export const LINE_PRECISE: Record<string, ([RegExp, string] | [RegExp, string, RegExp])[]> = {
  BOLIM: [
    [/city tax|guests × nights|rate × guests/i, 'PRICING-3'],
    [/deposit/i, 'PRICING-2'],
    [/\bvat\b/i, 'PRICING-1'],
    [/months or years|rounded-up|rounded up/i, 'PRICING-4'],
    [/overbooking|100 \/ days|drag|week of 7|7-day|day size/i, 'BOLIM-1'],
    [/bulk|\+2 years|two years ahead/i, 'BOLIM-2'],
    [/plan card|featured|grey|promotion|20 characters|truncat/i, 'BOLIM-3'],
    [/\bages?\b|age band|adults|boys|children|kids/i, 'BOLIM-4'],
    [/chart|doughnut|cutout|y max|axis|bar colou?r|DD\/MM|MMM|date format/i, 'BOLIM-7'],
    [/score|review|read more|read-more|reply box|5 rows|rounded count share/i, 'BOLIM-5'],
    [
      /zoom|upload|\bMB\b|gallery|slide|back to top|scroll-to-top|500 px|value input|preset|count range/i,
      'BOLIM-6',
    ],
    [/report|average|occupation|percentage change|comparison|340/i, 'BOLIM-8'],
    [/timeline|social share|share buttons|popup|HH:mm|time display|weather|temperature/i, 'BOLIM-9'],
  ],
  BOFLOW: [
    [/cancel.*no-show|no-show.*early/i, 'BOFLOW-6'],
    [/early[ -]checkout/i, 'PEN-3'],
    [/no-show/i, 'PEN-2'],
    [/\bcancel(s|led|ling)?\b/i, 'PEN-1'],
    [/drops the nights|nights (after|from) (the|today)/i, 'PEN-4'],
    [/\bdrag|\bdrop (rules|on|into)|dropped on/i, 'BOFLOW-3'],
    [/wizard/i, 'BOFLOW-9'],
    [/stepper|\bsteps?\b/i, 'BOFLOW-8'],
    [/review|reply|\blikes?\b/i, 'BOFLOW-7'],
    [/share|weather/i, 'BOFLOW-10'],
    [/ratesheet|\bcells?\b.*(sav|edit)|bulk edit|derived|saving/i, 'BOFLOW-5'],
    [/contract|payment option|length discount|slider|\bplans?\b/i, 'BOFLOW-4'],
    [/past or today|\bview\b|week spans|month runs/i, 'BOFLOW-1'],
    [/closed|closing|\bopen|lock|day header|disabled/i, 'BOFLOW-5', /ratesheet/],
    [/closed|closing|\bopen|lock|day header/i, 'BOFLOW-2'],
    [/status/i, 'BOFLOW-6'],
  ],
  PROPCHECK: [
    [/help/i, 'PROPCHECK-6'],
    [/country|nationality/i, 'PROPCHECK-1'],
    [/\bcards?\b|holder|expiry|luhn/i, 'PROPCHECK-2'],
    [/document|birth|issuer/i, 'PROPCHECK-3'],
    [/\bbeds?\b/i, 'PROPCHECK-4'],
    [/\bnotes?\b/i, 'PROPCHECK-9'],
    [/page size|paged|non-positive|size becomes 10/i, 'PROPCHECK-12'],
    [/password|people|min(imum)? guests?/i, 'PROPCHECK-10'],
    [/date|range/i, 'PROPCHECK-11'],
    [/contact|phone|e-?mail/i, 'PROPCHECK-5'],
    [/service|price|\bvat\b|maxcount|advanced|included|external|description/i, 'PROPCHECK-8'],
    [/hotel form|stars|rooms|address|city|zip|province/i, 'PROPCHECK-7'],
  ],
  PROPLIM: [
    [/airport/i, 'PROPLIM-6'],
    [/download|retr/i, 'PROPLIM-3'],
    [/expiry|call-back|slot/i, 'PROPLIM-4'],
    [/rooms number|rooms 1|stars|apartment/i, 'PROPLIM-5'],
    [/country|iso code|two letters|nationality/i, 'PROPLIM-1'],
    [/\bnotes?\b|description|service price|step 0\.5/i, 'PROPLIM-7'],
    [/page size|draft|storage key|X-ITACA/i, 'PROPLIM-8'],
    [/redirect|zoom|info window|loading|toast|300 px/i, 'PROPLIM-9'],
    [/rounding|rounded|\bvat\b|taxable|gross/i, 'PROPLIM-10'],
    [/unpaid|balance|still owes|in days/i, 'PROPLIM-11'],
    [/exchange|currenc|\brates?\b/i, 'PROPLIM-2'],
  ],
  BOCHECK: [
    [/bulk/i, 'BOCHECK-3'],
    [/upload|photo|image/i, 'BOCHECK-8'],
    [/total guests|trimmed|padded|maxcount|stepper|time picker/i, 'BOCHECK-9'],
    [/autocomplete|not found|not match/i, 'BOCHECK-5'],
    [/guest form|new guest/i, 'BOCHECK-6'],
    [/value input|rich editor/i, 'BOCHECK-7'],
    [/min(imum)? stay|max(imum)? stay|min ?los|max ?los|stay (cells|bounds|limits)/i, 'BOCHECK-2'],
    [/people|plus button|phone|prefix/i, 'BOCHECK-4'],
    [/amount/i, 'BOCHECK-1'],
  ],
  SITELIM: [
    [/cookie/i, 'SITELIM-4'],
    [/lazy/i, 'SITELIM-5'],
    [/colou?r|palette|countdown|tint/i, 'SITELIM-8'],
    [/chart|\bkm\b|distance/i, 'SITELIM-7'],
    [/review|opinion|score/i, 'SITELIM-3'],
    [/scroll|offset|autocomplete|currency|price step|\bEUR\b/i, 'SITELIM-6'],
    [/language|monday|week/i, 'SITELIM-1'],
    [/home|\bplans\b|pending|featured|hotels|1 night/i, 'SITELIM-2'],
  ],
  PROPFLOW: [
    [/draft/i, 'PROPFLOW-10'],
    [/leader|group member|family member|resident|exemption|trimmed|padded/i, 'PROPFLOW-2'],
    [/document/i, 'PROPFLOW-1'],
    [/\bbeds?\b/i, 'PROPFLOW-3'],
    [/download/i, 'PROPFLOW-4'],
    [/range picker|end view/i, 'PROPFLOW-5'],
    [/contact editor|blank entry/i, 'PROPFLOW-6'],
    [/entire[- ]accommodation/i, 'PROPFLOW-7'],
    [/service|toggle/i, 'PROPFLOW-8'],
    [/\bnotes?\b/i, 'PROPFLOW-9'],
    [/paged list|loading overlay|help dialog|offline/i, 'PROPFLOW-11'],
  ],
  BODATA: [
    [/cancellation|chargeNights/i, 'BODATA-8'],
    [/review|avatar|summary|\bgar\b/i, 'BODATA-10'],
    [/guest contact|consent|countryIso|nationality/i, 'BODATA-12'],
    [/statistic|dataset|chart/i, 'BODATA-13'],
    [/promotion/i, 'BODATA-5'],
    [/reservation source|\bsources?\b/i, 'BODATA-11'],
    [/planning/i, 'BODATA-3'],
    [/ratesheet|rate plan|room type|bulk|channel/i, 'BODATA-6'],
    [/phone|prefix|dial/i, 'BODATA-2'],
    [/people|adults|age band/i, 'BODATA-1'],
    [/\bplans?\b|contract/i, 'BODATA-4'],
    [/service|\bbeds?\b|vatTax|cityTaxLimit/i, 'BODATA-9'],
    [/value with unit|\bunit\b|timeline|weather/i, 'BODATA-14'],
    [/reservation|totalPriceDetails|room in/i, 'BODATA-7'],
  ],
};

/** Any group or rule id the codemod writes (a line citing several is left as it is). */
const ANY_ID = new RegExp(
  String.raw`\b(${[
    ...new Set([
      ...Object.values(SECTION_GROUPS).flatMap((sections) => Object.values(sections)),
      ...Object.values(ISSUE_GROUPS),
      'PEN',
      'FMT',
      'PRICING',
    ]),
  ].join('|')})(-\d+)?\b`,
  'g',
);

/** A comment line or a test title: where a group id is a citation, not a name in the code. */
const COMMENT_LINE = /^\s*(\/\/|\/?\*|<!--|--|\{\/\*)/;
const GROUP_TOKEN = new RegExp(String.raw`\b(${Object.keys(LINE_PRECISE).join('|')})\b(?!-\d)`);

/** The line with its one broad citation made precise by what the line says, when it says it. */
function refineLine(line: string, ids: RegExp, path: string): string {
  if (!COMMENT_LINE.test(line) && !TEST_CALL.test(line)) return line;
  const cited = line.match(ids) ?? [];
  if (cited.length !== 1) return line;
  const group = line.match(GROUP_TOKEN)?.[1];
  if (!group) return line;
  const rest = line.replace(GROUP_TOKEN, '');
  const matching = (LINE_PRECISE[group] ?? []).filter(
    ([pattern, , where]) => pattern.test(rest) && (!where || where.test(path)),
  );
  // Words of two rules on one line: the line is about the group, not one of its rules.
  const precise = new Set(matching.map(([, id]) => id));
  return precise.size === 1 ? line.replace(GROUP_TOKEN, [...precise][0] as string) : line;
}

/** An issue's group, or its precise id when the line (else the file's path) says which feature. */
function preciseIssue(group: string | undefined, line: string, path: string): string | undefined {
  const rules = group ? ISSUE_PRECISE[group] : undefined;
  if (!rules) return group;
  const byLine = rules.find(([pattern]) => pattern.test(line));
  const byPath = rules.find(([pattern]) => pattern.test(path));
  return (byLine ?? byPath)?.[1] ?? group;
}

/** The text of one file with its citations rewritten, and what could not be placed. */
export function citeRequirements(source: string, path = ''): { text: string; unplaced: Unplaced[] } {
  const unplaced: Unplaced[] = [];
  const lines = source.split('\n');
  let document: string | undefined;
  const out = lines.map((line, lineIndex) => {
    let text = TEST_CALL.test(line) ? line.replace(TITLE_ISSUE, '') : line;
    text = text.replace(CITATION, (whole, ...groups: (string | undefined)[]) => {
      const offset = groups.at(-2) as unknown as number;
      const input = groups.at(-1) as string;
      const after = input.slice(offset + whole.length, offset + whole.length + 60);
      const [
        specDoc,
        possessive,
        specSections,
        numDoc,
        numSections,
        bareSections,
        aloneDoc,
        issue,
        moreIssues,
      ] = groups;
      if (specDoc && specSections) {
        document = specDoc;
        const rewritten = rewriteSections(specDoc, specSections, after);
        if (rewritten) return possessive ? `${rewritten}'s ` : rewritten;
      } else if (numDoc && numSections) {
        if (!SECTION_GROUPS[numDoc]) return whole;
        document = numDoc;
        const rewritten = rewriteSections(numDoc, numSections, after);
        if (rewritten) return rewritten;
      } else if (bareSections) {
        // A dotted section alone is a standard's (RFC 5545 §3.3.11): the specifications had none.
        if (/§\d+\.\d/.test(bareSections)) return whole;
        const rewritten = document ? rewriteSections(document, bareSections, after) : undefined;
        if (rewritten) return rewritten;
      } else if (aloneDoc) {
        const group = DOCUMENT_GROUPS[aloneDoc];
        if (group) {
          document = aloneDoc;
          const words = after.replace(/^[\s:,("'“`]+/, '');
          return PRECISE[`${aloneDoc}:`]?.find(([pattern]) => pattern.test(words))?.[1] ?? group;
        }
      } else if (issue) {
        const numbers = [issue, ...[...(moreIssues ?? '').matchAll(/\d+/g)].map((match) => match[0])];
        const ids = [
          ...new Set(numbers.map((number) => preciseIssue(ISSUE_GROUPS[Number(number)], line, path))),
        ];
        if (ids.every(Boolean)) return ids.join(' and ');
      }
      unplaced.push({ line: lineIndex + 1, text: line.trim() });
      return whole;
    });
    return refineLine(text, ANY_ID, path);
  });
  return { text: out.join('\n'), unplaced };
}

/** The files whose comments and test titles are checked: the product's source, not its history. */
export function isCitingSource(path: string): boolean {
  return (
    (/^(src|worker|widget|scripts|tests)\/.*\.(ts|tsx|astro|css|mjs|cjs|js|md|html|sql|jsonc)$/.test(path) ||
      /^(astro\.config\.mjs|wrangler\.jsonc|playwright\.config\.ts|vitest\.config\.ts|\.dependency-cruiser\.cjs)$/.test(
        path,
      )) &&
    // An applied migration is never edited (its checksum is pinned); these two files hold the forms.
    !/^worker\/migrations\//.test(path) &&
    !/^scripts\/(cite-requirements|comments\.test)\.ts$/.test(path)
  );
}

if (import.meta.main) {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(isCitingSource);
  let changed = 0;
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    const { text, unplaced } = citeRequirements(source, path);
    for (const { line, text: where } of unplaced) console.log(`${path}:${line}: not placed: ${where}`);
    if (text !== source) {
      writeFileSync(path, text);
      changed++;
    }
  }
  console.log(`${changed} files rewritten`);
}
