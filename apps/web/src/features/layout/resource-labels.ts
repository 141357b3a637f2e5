import type { Resource } from '@lobby/contracts';

/** Resource labels are translated by type (the server's labelNameEn is English only). */
export const resourceTitleKeys: Record<Resource['resourceType'], string> = {
  APP_ANDROID: 'common:resource.APP_ANDROID',
  APP_IOS: 'common:resource.APP_IOS',
  MOBILE_CONFIG: 'common:resource.MOBILE_CONFIG',
  QR_CODE: 'common:resource.QR_CODE',
  BLOG: 'common:resource.BLOG',
  SOCIAL: 'common:resource.SOCIAL',
};
