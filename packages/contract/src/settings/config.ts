/** The configuration groups and keys (Settings, /setting/config): being built. */
export const CONFIG_GROUPS = [] as const;
