import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialPrompt, SocialPromptChannel } from '@lobby/contracts';
import { useCurrentLanguage } from '../../lib/language.ts';
import './social-prompt.css';

/** The channels' own names: brand names, the same in every language. */
const channelNames: Record<SocialPromptChannel, string> = {
  ZALO: 'Zalo',
  TELEGRAM: 'Telegram',
  LINE: 'LINE',
  WHATSAPP: 'WhatsApp',
  FACEBOOK: 'Facebook',
};

const dismissedKey = (channel: SocialPromptChannel) => `lobby.socialPrompt.${channel}.dismissed`;

function isDismissed(channel: SocialPromptChannel): boolean {
  try {
    return localStorage.getItem(dismissedKey(channel)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(channel: SocialPromptChannel): void {
  try {
    localStorage.setItem(dismissedKey(channel), '1');
  } catch {
    // private mode without storage: the prompt comes back next visit, nothing worse
  }
}

/**
 * A social prompt (§9: "A Zalo prompt mentions a reward of up to 131K"), when the brand turned
 * one on: a small card at the foot of the screen after the prompt's delay, with the brand's
 * link and the reward it mentions; "Not now" hides it for good on this device. One at a time,
 * the first the visitor has not dismissed. Loaded only when the brand has a prompt on.
 */
export function SocialPromptCard({ prompts }: { prompts: readonly SocialPrompt[] }) {
  const { t } = useTranslation('social');
  const language = useCurrentLanguage();
  const [dismissed, setDismissed] = useState<readonly SocialPromptChannel[]>(() =>
    prompts.filter((prompt) => isDismissed(prompt.channel)).map((prompt) => prompt.channel),
  );
  const prompt = prompts.find((candidate) => !dismissed.includes(candidate.channel));
  const [shownFor, setShownFor] = useState<SocialPromptChannel | null>(null);

  useEffect(() => {
    if (!prompt) return;
    const timer = setTimeout(() => setShownFor(prompt.channel), prompt.delaySeconds * 1000);
    return () => clearTimeout(timer);
  }, [prompt]);

  if (!prompt || shownFor !== prompt.channel) return null;
  const channel = channelNames[prompt.channel];
  const reward = prompt.reward?.[language] || prompt.reward?.en;
  const dismiss = () => {
    rememberDismissed(prompt.channel);
    setDismissed((current) => [...current, prompt.channel]);
  };
  return (
    <aside
      className="social-prompt"
      aria-label={t('label', { channel })}
      data-testid="social-prompt"
    >
      <p className="social-prompt__text">
        {reward ? t('withReward', { channel, reward }) : t('withoutReward', { channel })}
      </p>
      <div className="social-prompt__actions">
        <a
          className="ui-button ui-button--primary ui-button--small"
          href={prompt.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="social-prompt-open"
          onClick={dismiss}
        >
          {t('open', { channel })}
        </a>
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--small"
          data-testid="social-prompt-dismiss"
          onClick={dismiss}
        >
          {t('notNow')}
        </button>
      </div>
    </aside>
  );
}
