/** The root of every loyalty query key: a redemption, a conversion or a claim refetches them. */
export const loyaltyQueryRoot = ['loyalty'] as const;
