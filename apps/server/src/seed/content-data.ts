import type { BannerGroup, LocalizedText } from '@lobby/contracts';
import { sanitizeHtml } from '../platform/html-sanitizer.ts';
import { announcements, banners } from '../db/schema/index.ts';
import { text } from './announcement-shape.ts';
import { demoAnnouncements } from './content-announcements.ts';
import type { SeedTx } from './seed-tx.ts';
const image = (name: string) => `/demo/lotus/banners/${name}.svg`;

interface DemoBanner {
  groupName: BannerGroup;
  image: string;
  title: LocalizedText;
  linkageType: 'NONE' | 'ROUTE' | 'URL' | 'PROMOTION';
  linkTarget?: string;
  sort: number;
  isActive?: boolean;
}

/** Banners of every group; the titles are the images' alternative text. */
export const demoBanners: DemoBanner[] = [
  {
    groupName: 'w_home',
    image: image('home-welcome'),
    title: text(
      'Welcome bonus: 100% on your first deposit',
      'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก',
      'Welcome bonus: 100% sa iyong unang deposito',
    ),
    linkageType: 'PROMOTION',
    linkTarget: 'WELCOME_BONUS',
    sort: 1,
  },
  {
    groupName: 'w_home',
    image: image('home-live'),
    title: text(
      'Lobby Live: baccarat and roulette around the clock',
      'Lobby Live: บาคาร่าและรูเล็ตตลอด 24 ชั่วโมง',
      'Lobby Live: baccarat at roulette buong araw at gabi',
    ),
    linkageType: 'ROUTE',
    linkTarget: '/live',
    sort: 2,
  },
  {
    groupName: 'w_home',
    image: image('home-slots'),
    title: text(
      'Lotus Fortune and Jade Dragon, our own slots',
      'Lotus Fortune และ Jade Dragon สล็อตของเราเอง',
      'Lotus Fortune at Jade Dragon, ang sarili naming slots',
    ),
    linkageType: 'ROUTE',
    linkTarget: '/rng?vassalage=LOBBY',
    sort: 3,
  },
  {
    groupName: 'w_home',
    image: image('home-slots'),
    title: text('Retired banner', 'แบนเนอร์ที่เลิกใช้แล้ว', 'Retiradong banner'),
    linkageType: 'NONE',
    sort: 0,
    isActive: false,
  },
  {
    groupName: 'w_hotgames',
    image: image('hot-games'),
    title: text('Hot games this week', 'เกมยอดนิยมประจำสัปดาห์', 'Mga patok na laro ngayong linggo'),
    linkageType: 'NONE',
    sort: 1,
  },
  {
    groupName: 'w_hotgames',
    image: image('hot-spinwell'),
    title: text(
      'New from Spinwell Studios',
      'เกมใหม่จาก Spinwell Studios',
      'Bago mula sa Spinwell Studios',
    ),
    linkageType: 'ROUTE',
    linkTarget: '/rng?vassalage=SPN',
    sort: 2,
  },
  {
    groupName: 'w_leftmenu',
    image: image('left-cashback'),
    title: text('5% weekly cashback', 'เงินคืนรายสัปดาห์ 5%', '5% lingguhang cashback'),
    linkageType: 'PROMOTION',
    linkTarget: 'CASHBACK',
    sort: 1,
  },
  {
    groupName: 'w_leftmenu',
    image: image('left-responsible'),
    title: text('Play responsibly', 'เล่นอย่างมีความรับผิดชอบ', 'Maglaro nang responsable'),
    linkageType: 'URL',
    linkTarget: 'https://www.begambleaware.org/',
    sort: 2,
  },
  {
    groupName: 'w_login',
    image: image('login'),
    title: text('Welcome back', 'ยินดีต้อนรับกลับมา', 'Maligayang pagbabalik'),
    linkageType: 'NONE',
    sort: 1,
  },
  {
    groupName: 'w_register',
    image: image('register'),
    title: text(
      'Join today and claim your welcome bonus',
      'สมัครวันนี้ รับโบนัสต้อนรับ',
      'Sumali ngayon at kunin ang iyong welcome bonus',
    ),
    linkageType: 'PROMOTION',
    linkTarget: 'WELCOME_BONUS',
    sort: 1,
  },
  {
    groupName: 'w_forget',
    image: image('forget'),
    title: text(
      'We will help you back into your account',
      'เราจะช่วยให้คุณกลับเข้าสู่บัญชีได้',
      'Tutulungan ka naming makabalik sa iyong account',
    ),
    linkageType: 'NONE',
    sort: 1,
  },
];

const dayMs = 24 * 60 * 60 * 1000;

const cleanText = (content: LocalizedText): LocalizedText => ({
  en: sanitizeHtml(content.en),
  th: sanitizeHtml(content.th),
  tl: sanitizeHtml(content.tl),
});

/** Banners of every group and announcements of every type and execution. */
export async function seedContentData(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const bannerRows = await tx
    .insert(banners)
    .values(
      demoBanners.map((banner) => ({
        merchantId,
        groupName: banner.groupName,
        imageUrl: banner.image,
        title: banner.title,
        linkageType: banner.linkageType,
        linkTarget: banner.linkTarget ?? null,
        sort: banner.sort,
        isActive: banner.isActive ?? true,
      })),
    )
    .returning({ id: banners.id });

  const now = Date.now();
  const announcementRows = await tx
    .insert(announcements)
    .values(
      demoAnnouncements.map((item) => ({
        merchantId,
        type: item.type,
        execution: item.execution,
        platform: 'W',
        title: item.title,
        content: cleanText(item.content),
        promotionType: item.promotionType ?? null,
        sort: item.sort ?? 10,
        isActive: item.isActive ?? true,
        audience: item.audience ?? 'members',
        publishedAt: new Date(now - item.publishedDaysAgo * dayMs),
        expiresAt:
          item.expiredDaysAgo === undefined ? null : new Date(now - item.expiredDaysAgo * dayMs),
      })),
    )
    .returning({ id: announcements.id });

  counts.banners = bannerRows.length;
  counts.announcements = announcementRows.length;
}
