import type {
  AnnouncementAudience,
  AnnouncementExecution,
  AnnouncementType,
  LocalizedText,
} from '@lobby/contracts';

/** Text in English, Thai and Tagalog. */
export const text = (en: string, th: string, tl: string): LocalizedText => ({ en, th, tl });

export interface DemoAnnouncement {
  type: AnnouncementType;
  execution: AnnouncementExecution;
  title: LocalizedText;
  content: LocalizedText;
  promotionType?: string;
  sort?: number;
  /** Days before the seed ran; negative is in the future (scheduled). */
  publishedDaysAgo: number;
  /** Days before the seed ran that it expired. */
  expiredDaysAgo?: number;
  isActive?: boolean;
  /** `agents`: shown only in the agent centre; members by default. */
  audience?: AnnouncementAudience;
}
