import type { HelpTopic, Language, LocalizedText } from '@lobby/contracts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import type { SystemRepository } from './system.repository.ts';

/** Text in the wanted language, else the brand's default, else English, else any. */
function pick(text: LocalizedText, language: Language, fallback: Language): string {
  return text[language] || text[fallback] || text.en || text.th || text.tl || '';
}

/** The help centre (§2.3 footer, /help#code): topics in the reader's language. */
export function createHelpCenterService(repository: Pick<SystemRepository, 'findHelpTopics'>) {
  /**
   * Topics in sort order. Content is sanitised again on the way out, so HTML that reached
   * the table without passing the write path (an import, a hand edit) is still served clean.
   */
  async function getHelpTopics(
    brand: { id: number; defaultLanguage: Language },
    language: Language,
  ): Promise<HelpTopic[]> {
    const rows = await repository.findHelpTopics(brand.id);
    return rows.map((row) => ({
      code: row.code,
      title: pick(row.title, language, brand.defaultLanguage),
      content: sanitizeHtml(pick(row.content, language, brand.defaultLanguage)),
      sort: row.sort,
    }));
  }

  return { getHelpTopics };
}
