import { DateTime } from 'luxon';
import type { Chat, ChatMessage } from '@cis/contracts';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';

/** Chats whose contact name or last message contains the text (case-insensitive), most recent first. */
export function filterChats(chats: Chat[], text: string): Chat[] {
  const needle = text.trim().toLocaleLowerCase();
  const matching = needle
    ? chats.filter((c) => (c.contact?.name ?? '').toLocaleLowerCase().includes(needle) || c.lastMessage.toLocaleLowerCase().includes(needle))
    : chats;
  return [...matching].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
}

/** Time of the last message for the list: the time today, the weekday within a week, the date before that. */
export function lastActivityLabel(iso: string, language: string, now: DateTime = DateTime.now()): string {
  const at = DateTime.fromISO(iso);
  if (!at.isValid) return '';
  if (at.hasSame(now, 'day')) return formatDate(at, language, DATE_PATTERNS.time);
  if (now.diff(at, 'days').days < 7) return formatDate(at, language, DATE_PATTERNS.weekday);
  return formatDate(at, language, DATE_PATTERNS.input);
}

/** Messages in days (oldest first), for the day separators of the conversation. */
export function groupByDay(messages: ChatMessage[]): Array<{ day: string; messages: ChatMessage[] }> {
  const days: Array<{ day: string; messages: ChatMessage[] }> = [];
  for (const message of [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const day = DateTime.fromISO(message.createdAt).toISODate() ?? '';
    const last = days[days.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** A message typed by the user is sent when it holds something besides spaces. */
export function isSendable(text: string, maxLength: number): boolean {
  return text.trim().length > 0 && text.length <= maxLength;
}

/** The list after the server answered a chat (sent message, read mark): that chat replaced, order kept by recency. */
export function replaceChat(chats: Chat[], chat: Chat): Chat[] {
  const rest = chats.filter((c) => c.id !== chat.id);
  return filterChats([chat, ...rest], '');
}
