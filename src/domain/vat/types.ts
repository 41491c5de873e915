/**
 * Outcome of a number check, with the same failure kinds as python-stdnum's exceptions
 * (InvalidFormat, InvalidLength, InvalidComponent, InvalidChecksum), plus 'country' for a
 * prefix that is not an EU member state's.
 */
export type VatCheck = 'valid' | 'country' | 'format' | 'length' | 'component' | 'checksum';
