import { expect, it } from 'vitest';
import type { HelpTopic } from '@lobby/contracts';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible, fetchApiValue } from './support/site.ts';

// §2.1 /help opens the help modal at the hash's topic; §2.3 footer topics open it too.
describeJourney('help centre', (journey) => {
  const loadTopics = () =>
    fetchApiValue<HelpTopic[]>(journey.server, '/wps/system/helpCenter?lang=en&device=WEB');

  it('opens from a footer link at that topic', async () => {
    const topics = await loadTopics();
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');
    const links = page.getByTestId('site-footer').getByTestId('footer-help-link');
    await expectVisible(links.first());
    expect(await links.count()).toBe(topics.length);

    // not the first link, so a dialog that always opens at the first topic does not pass
    const link = links.nth(Math.min(1, topics.length - 1));
    const code = await link.getAttribute('data-topic');
    const topic = topics.find((candidate) => candidate.code === code);
    expect(topic, `footer link data-topic="${code}" matches a help topic`).toBeDefined();
    await link.click();
    const dialog = page.getByTestId('help-dialog');
    await expectVisible(dialog);
    await expect.poll(() => dialog.getByTestId('help-topic-title').innerText()).toBe(topic?.title);
  });

  it('a deep link to /help#term opens the terms topic', async () => {
    const topics = await loadTopics();
    const term = topics.find((topic) => topic.code === 'term');
    expect(term, 'the demo brand has a help topic "term"').toBeDefined();
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/'); // accept the disclaimer first, as a returning visitor would have

    await page.goto('/help#term');
    const dialog = page.getByTestId('help-dialog');
    await expectVisible(dialog);
    await expect.poll(() => dialog.getByTestId('help-topic-title').innerText()).toBe(term?.title);
  });
});
