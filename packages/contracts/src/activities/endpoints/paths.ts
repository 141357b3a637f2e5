/** Paths of the activity centre (issue 14, activities). */
export const activityPaths = {
  activities: '/lgw/activities',
  activity: '/lgw/activities/:id',
  memberActivity: '/wps/member/activities/:id',
  checkIn: '/wps/member/activities/:id/check-in',
  spin: '/wps/member/activities/:id/spin',
  coupon: '/wps/member/activities/coupons/redeem',
  apply: '/wps/member/activities/:id/applications',
  applications: '/wps/member/activity-applications',
  claimApplication: '/wps/member/activity-applications/:id/claim',
  boActivities: '/bo/activities',
  boActivity: '/bo/activities/:id',
  boApplications: '/bo/activities/applications',
  boApprove: '/bo/activities/applications/:id/approve',
  boReject: '/bo/activities/applications/:id/reject',
  boApplicationImage: '/bo/activities/applications/:id/images/:fileId',
  boCoupons: '/bo/activities/:id/coupons',
} as const;
