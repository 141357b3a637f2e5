/** Paths of the rewards calls (issue 14). */
export const rewardPaths = {
  promotions: '/lgw/promotions',
  promotion: '/lgw/promotions/:id',
  apply: '/wps/member/promotions/:id/apply',
  claim: '/wps/member/promotions/entries/:id/claim',
  rewardCentre: '/wps/member/rewards',
  rewardBadge: '/wps/member/rewards/badge',
  bonuses: '/wps/member/rewards/bonuses',
  boPromotions: '/bo/rewards/promotions',
  boPromotion: '/bo/rewards/promotions/:id',
  boSettings: '/bo/rewards/settings',
  boBonuses: '/bo/rewards/bonuses',
  boBonusCancel: '/bo/rewards/bonuses/:bonusId/cancel',
  boMemberBonuses: '/bo/rewards/members/:memberId/bonuses',
} as const;
