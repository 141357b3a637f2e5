import { helpTopicCodes, type LocalizedText, type RegisterFieldRule } from '@lobby/contracts';
import { sanitizeHtml } from '../platform/html-sanitizer.ts';
import {
  customerServiceChannels,
  helpTopics,
  registerFieldRules,
  resources,
  whitelabelModules,
} from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';
import { helpTopicsEn } from './system-help-en.ts';
import { helpTopicsTh } from './system-help-th.ts';
import { helpTopicsTl } from './system-help-tl.ts';

/**
 * White-label modules: username registration on, mobile registration off with its two
 * options (password, SMS verification) beneath it, every other feature on. The tree shape
 * is explained in modules/system/whitelabel-tree.ts.
 */
const modules: { modId: string; parentModId: string | null; enabled: boolean }[] = [
  { modId: 'USERNAMEREG3', parentModId: null, enabled: true },
  { modId: 'MOBILENUMREG3', parentModId: null, enabled: false },
  { modId: 'MOBILENUMPASSREG3', parentModId: 'MOBILENUMREG3', enabled: true },
  { modId: 'REGMOBVERF3', parentModId: 'MOBILENUMREG3', enabled: true },
  { modId: 'SMSCODELOGIN3', parentModId: null, enabled: true },
  { modId: 'CHNGPASSVERIF3', parentModId: null, enabled: true },
  { modId: 'PASSEXPIRY3', parentModId: null, enabled: true },
  { modId: 'FREEPLAY3', parentModId: null, enabled: true },
  { modId: 'AGENTPOLICY3', parentModId: null, enabled: true },
  { modId: 'PTSYS3', parentModId: null, enabled: true },
];

type Rule = Omit<RegisterFieldRule, 'field'>;
const rule = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: Rule['patternId'],
  minLength: number,
  maxLength: number,
): Rule => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

const letters = 'A-Za-z\\u0E00-\\u0E7F';

/**
 * Registration fields in form order. The mobile number is required even in username mode:
 * SMS-code login and the SMS check on a password change (both on) need it.
 */
const fieldRules: [RegisterFieldRule['field'], Rule][] = [
  // at least 4: the demo logins (demo, agent) must pass it, the forgot-password form checks it
  ['username', rule(true, true, '[A-Za-z][A-Za-z0-9]*', 'letter_then_alnum', 4, 16)],
  [
    'password',
    rule(true, true, '(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+', 'letters_and_digits', 8, 64),
  ],
  ['confirmPassword', rule(true, true, '*', 'any', 8, 64)],
  ['mobileNum', rule(true, true, '[0-9]+', 'digits', 9, 10)],
  ['email', rule(true, false, '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}', 'email', 6, 100)],
  // needed for withdrawals (the payments module insists), optional at sign-up
  ['payeeName', rule(true, false, `[${letters}][${letters} ]*`, 'thai_or_english_spaces', 2, 50)],
  [
    'birthday',
    rule(
      true,
      true,
      '(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}',
      'date_dd_mm_yyyy',
      10,
      10,
    ),
  ],
  ['line', rule(true, false, '[A-Za-z0-9._-]+', 'no_spaces', 3, 20)],
  ['affiliateCode', rule(true, false, '[A-Za-z0-9]+', 'alnum', 4, 20)],
  ['referralCode', rule(true, false, '[A-Za-z0-9]+', 'alnum', 4, 20)],
  ['verificationCode', rule(false, false, '[0-9]+', 'digits', 6, 6)],
  ['captcha', rule(false, false, '[A-Za-z0-9]+', 'alnum', 4, 6)],
  ['paymentPassword', rule(false, false, '[0-9]+', 'digits', 6, 6)],
  ['whatsapp', rule(false, false, '[0-9]+', 'digits', 8, 15)],
  ['facebook', rule(false, false, '[^\\s]+', 'no_spaces', 3, 50)],
  ['wechat', rule(false, false, '[A-Za-z][A-Za-z0-9_-]*', 'letter_then_alnum', 6, 20)],
  ['qqNum', rule(false, false, '[0-9]+', 'digits', 5, 12)],
  ['recommenderId', rule(false, false, '[A-Za-z0-9]+', 'alnum', 4, 20)],
  ['idNumber', rule(false, false, '[0-9]+', 'digits', 13, 13)],
];

const channels = [
  { channel: 'LIVE_CHAT', label: 'Live chat', url: 'https://chat.luckylotus.example/' },
  { channel: 'LINE', label: '@luckylotus', url: 'https://line.me/R/ti/p/@luckylotus' },
  { channel: 'TELEGRAM', label: '@LuckyLotusSupport', url: 'https://t.me/LuckyLotusSupport' },
  {
    channel: 'EMAIL',
    label: 'support@luckylotus.example',
    url: 'mailto:support@luckylotus.example',
  },
];

// the brand has no native app: the right bar's and side menu's QR codes open the app-download
// page (install the site as an app), drawn from the brand's own address by the page
const resourceRows = [
  {
    resourceType: 'APP_ANDROID',
    labelNameEn: 'Android app',
    url: '/appDownload#android',
    imageUrl: null,
  },
  {
    resourceType: 'MOBILE_CONFIG',
    labelNameEn: 'Add to home screen (iOS)',
    url: '/appDownload#ios',
    imageUrl: null,
  },
  {
    resourceType: 'BLOG',
    labelNameEn: 'Blog',
    url: 'https://blog.luckylotus.example/',
    imageUrl: null,
  },
];

/** Help topics in every language; HTML is sanitised on the way in as on the way out. */
function helpTopicRows(merchantId: number) {
  const localized =
    (pick: (topic: { title: string; content: string }) => string) =>
    (code: (typeof helpTopicCodes)[number]): LocalizedText => ({
      en: pick(helpTopicsEn[code]),
      th: pick(helpTopicsTh[code]),
      tl: pick(helpTopicsTl[code]),
    });
  const title = localized((topic) => topic.title);
  const content = localized((topic) => sanitizeHtml(topic.content.trim().replaceAll('>\n<', '><')));
  return helpTopicCodes.map((code, index) => ({
    merchantId,
    code,
    title: title(code),
    content: content(code),
    sort: (index + 1) * 10,
  }));
}

/** White-label flags, register field rules, help topics, customer service and resources. */
export async function seedSystemData(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const insertedModules = await tx
    .insert(whitelabelModules)
    .values(modules.map((module, index) => ({ merchantId, ...module, sort: (index + 1) * 10 })))
    .returning({ id: whitelabelModules.id });
  const insertedRules = await tx
    .insert(registerFieldRules)
    .values(
      fieldRules.map(([field, values], index) => ({
        merchantId,
        field,
        ...values,
        sort: (index + 1) * 10,
      })),
    )
    .returning({ id: registerFieldRules.id });
  const insertedTopics = await tx
    .insert(helpTopics)
    .values(helpTopicRows(merchantId))
    .returning({ id: helpTopics.id });
  const insertedChannels = await tx
    .insert(customerServiceChannels)
    .values(
      channels.map((c, index) => ({ merchantId, ...c, hours: '24/7', sort: (index + 1) * 10 })),
    )
    .returning({ id: customerServiceChannels.id });
  const insertedResources = await tx
    .insert(resources)
    .values(resourceRows.map((r, index) => ({ merchantId, ...r, sort: (index + 1) * 10 })))
    .returning({ id: resources.id });
  counts.whitelabelModules = insertedModules.length;
  counts.registerFieldRules = insertedRules.length;
  counts.helpTopics = insertedTopics.length;
  counts.customerServiceChannels = insertedChannels.length;
  counts.resources = insertedResources.length;
}
