/** Not only digits; 4 to 16 letters, digits or underscores. */
export const USERNAME_PATTERN = /^(?!\d+$)[a-zA-Z0-9_]{4,16}$/;
export const PASSWORD_MIN_LENGTH = 6;

export const isValidUsername = (username: string | undefined) => USERNAME_PATTERN.test((username ?? '').trim());
export const isValidPassword = (password: string | undefined) => (password ?? '').length >= PASSWORD_MIN_LENGTH;
