import type { Language } from '@lobby/contracts';

/** Minutes a mailed reset link works. */
export const resetLinkMinutes = 30;

interface ResetMailInput {
  brand: string;
  username: string;
  link: string;
}

const resetMails: Record<Language, (input: ResetMailInput) => { subject: string; text: string }> = {
  en: ({ brand, username, link }) => ({
    subject: `Reset your ${brand} password`,
    text:
      `Someone asked to reset the password of your ${brand} account ${username}.\n` +
      `To choose a new password, open this link within ${resetLinkMinutes} minutes:\n${link}\n` +
      'If it was not you, ignore this mail; your password stays as it is.',
  }),
  th: ({ brand, username, link }) => ({
    subject: `รีเซ็ตรหัสผ่าน ${brand} ของคุณ`,
    text:
      `มีการขอรีเซ็ตรหัสผ่านของบัญชี ${brand} ${username}\n` +
      `หากต้องการตั้งรหัสผ่านใหม่ กรุณาเปิดลิงก์นี้ภายใน ${resetLinkMinutes} นาที:\n${link}\n` +
      'หากคุณไม่ได้เป็นผู้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะยังคงเดิม',
  }),
  tl: ({ brand, username, link }) => ({
    subject: `I-reset ang iyong ${brand} password`,
    text:
      `May humiling na i-reset ang password ng iyong ${brand} account na ${username}.\n` +
      `Para pumili ng bagong password, buksan ang link na ito sa loob ng ${resetLinkMinutes} minuto:\n${link}\n` +
      'Kung hindi ikaw ito, huwag pansinin ang mail na ito; mananatili ang iyong password.',
  }),
};

/** The reset mail in a language: subject and plain text carrying the link. */
export function resetMail(
  language: Language,
  input: ResetMailInput,
): { subject: string; text: string } {
  return resetMails[language](input);
}

/** The link the web app opens the reset dialog from (features/auth/reset-link.ts). */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/index?resetToken=${encodeURIComponent(token)}`;
}
