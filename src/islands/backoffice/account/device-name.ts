/** A browser's user agent shortened to what a person recognises ('Firefox, Linux'), for the list of devices signed in. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [/Edg\//, /OPR\//, /Firefox\//, /Chrome\//, /Safari\//]
      .map((pattern, index) =>
        pattern.test(userAgent) ? ['Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'][index] : null,
      )
      .find((name) => name) ?? null;
  const system =
    [/Android/, /iPhone|iPad/, /Windows/, /Mac OS X/, /Linux/]
      .map((pattern, index) =>
        pattern.test(userAgent) ? ['Android', 'iOS', 'Windows', 'macOS', 'Linux'][index] : null,
      )
      .find((name) => name) ?? null;
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
