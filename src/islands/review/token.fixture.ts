/** A well-formed review token (43 base64url characters) used by the unit tests only. */
export const READ_ONLY_TOKEN_FOR_TESTS = 'h1v0imDhwr6GZTH23JB7RxwDzIC0YklQyfaluW86UbY';
