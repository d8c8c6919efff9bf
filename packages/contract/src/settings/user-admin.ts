/** User, role and session administration (Settings): the API's shapes, being built. */
export const GENERATED_PASSWORD_LENGTH = 16;
