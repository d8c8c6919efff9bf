/** Country/region choices of the settings form, stored as ISO 3166-1 alpha-2 codes; names are `country.<code>` texts. */
export const COUNTRY_CODES = ['CN', 'SG', 'JP', 'KR', 'US', 'GB', 'DE'] as const;
