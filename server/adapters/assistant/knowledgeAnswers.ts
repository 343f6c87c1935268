/**
 * The sandbox assistant's answers (docs/assistant.md): the knowledge base in
 * schemas/assistant/knowledge.json, its {{placeholders}} filled once from the product's own data,
 * and a deterministic keyword score to pick an entry. No model, no outside call: the same question
 * always gets the same answer.
 */
import knowledge from '../../../schemas/assistant/knowledge.json';
import contact from '../../../schemas/contact.json';
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import { timeZoneName } from '../../../core/rules/contactUs';
import type { AssistantAnswer } from './aiAgentProvider';

export interface KnowledgeEntry {
  id: string;
  question: string;
  keywords: string[];
  answer: string;
}

export interface KnowledgeBase {
  display: string;
  greetings: Record<string, string>;
  fallback: string;
  entries: KnowledgeEntry[];
}

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const { decision } = pricing;

/** Every figure an answer may quote, from the file that owns it. */
export const knowledgeFacts: Readonly<Record<string, string>> = {
  minIncome: dollars(product.configuration.minIncome),
  minCreditScore: String(Math.min(...Object.values(decision.tierMinScores))),
  maxDebtToIncome: `${Math.round(decision.maxDebtToIncome * 100)}%`,
  thinFileMinLinkedBalance: dollars(decision.bankLink.thinFileMinLinkedBalance),
  bankLinkOfferAssets: dollars(decision.bankLink.offerWhenStatedAssetsAtLeast),
  reapplyAfterDays: String(decision.reapply.afterDays),
  nonQualifyingStates: listed(product.configuration.nonQualifyingStates),
  supportEmail: product.supportEmail,
  phoneNumber: contact.phoneNumber,
  weekdayHours: contact.operationsBusinessHours.onboarding.weekday,
  timezoneName: timeZoneName(contact.timezone),
  helpCenterUrl: contact.helpCenterUrl,
};

/** Fills {{name}} from `facts`; an unknown name is a mistake in the data and throws. */
export function fillPlaceholders(text: string, facts: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = facts[name];
    if (value === undefined)
      throw new Error(`schemas/assistant/knowledge.json: unknown placeholder {{${name}}}`);
    return value;
  });
}

/** The knowledge base ready to answer: placeholders filled, keywords normalised. */
export function loadKnowledgeBase(
  source: KnowledgeBase = knowledge,
  facts: Readonly<Record<string, string>> = knowledgeFacts,
): KnowledgeBase {
  const fill = (text: string) => fillPlaceholders(text, facts);
  return {
    display: source.display,
    greetings: Object.fromEntries(Object.entries(source.greetings).map(([page, text]) => [page, fill(text)])),
    fallback: fill(source.fallback),
    entries: source.entries.map((entry) => ({
      ...entry,
      answer: fill(entry.answer),
      keywords: entry.keywords.map((keyword) => words(keyword).join(' ')),
    })),
  };
}

/** Lower-case words of letters and digits; apostrophes dropped ("wasn't" -> "wasnt"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** How well an entry fits a question: each keyword or phrase found scores its number of words. */
function scoreOf(entry: KnowledgeEntry, question: string): number {
  return entry.keywords.reduce(
    (score, keyword) => (question.includes(` ${keyword} `) ? score + keyword.split(' ').length : score),
    0,
  );
}

/** The best entry's answer, or the fallback when no keyword is in the question. */
export function answerQuestion(base: KnowledgeBase, question: string): AssistantAnswer {
  const padded = ` ${words(question).join(' ')} `;
  let best: { entry: KnowledgeEntry; score: number } | null = null;
  for (const entry of base.entries) {
    const score = scoreOf(entry, padded);
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  if (!best) return { reply: base.fallback, sources: [] };
  return { reply: best.entry.answer, sources: [{ id: best.entry.id, question: best.entry.question }] };
}
