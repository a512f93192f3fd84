// The contract's rule messages (the spec's Chinese, shared with the server) that screens also show before
// a request is sent: each is shown in the user's language from the feature's `messages` dictionary.
import { ORDER_MESSAGES, SPU_MESSAGES } from '@caremall/contract';
import i18n from 'i18next';

export const CONTRACT_MESSAGE_DOMAINS = { spu: SPU_MESSAGES, order: ORDER_MESSAGES } as const;
type Domain = keyof typeof CONTRACT_MESSAGE_DOMAINS;

const keysByText = Object.fromEntries(
  Object.entries(CONTRACT_MESSAGE_DOMAINS).map(([domain, messages]) => [
    domain,
    new Map(Object.entries(messages).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key] as const] : []))),
  ]),
) as Record<Domain, Map<string, string>>;

/** `text` (one of the domain's messages) in the current language; any other text as it is. */
export function contractText(domain: Domain, text: string): string {
  const key = keysByText[domain].get(text);
  return key ? i18n.t(`${domain}:messages.${key}`) : text;
}
