import { describe, expect, it } from 'vitest';
import { commandMatchRank, findCommands, rememberCommand, type PaletteCommand } from './command-search';

const commands: PaletteCommand[] = [
  { id: 'page:users', label: 'Users', group: 'Pages', description: 'Directory' },
  { id: 'action:create-user', label: 'Create user', group: 'Actions', keywords: ['add', 'new'] },
  { id: 'action:export-users', label: 'Export users', group: 'Actions' },
  { id: 'page:groups', label: 'Groups', group: 'Pages' },
  { id: 'page:user-sources', label: 'User Sources', group: 'Pages' },
];

describe('command search', () => {
  it('matches word starts across label, keywords and group', () => {
    expect(findCommands(commands, 'ex us').map((c) => c.id)).toEqual(['action:export-users']);
    expect(findCommands(commands, 'add').map((c) => c.id)).toEqual(['action:create-user']);
    expect(findCommands(commands, 'actions').map((c) => c.id)).toEqual(['action:create-user', 'action:export-users']);
  });

  it('ranks word-start matches above substring matches, keeping the given order otherwise', () => {
    expect(commandMatchRank(commands[3]!, 'roup')).toBe(1);
    expect(commandMatchRank(commands[3]!, 'gro')).toBe(2);
    expect(commandMatchRank(commands[3]!, 'zzz')).toBe(0);
    const found = findCommands(commands, 'user').map((c) => c.id);
    expect(found).toEqual(['page:users', 'action:create-user', 'action:export-users', 'page:user-sources']);
  });

  it('lists recent commands first, most recent first, and everything for an empty text', () => {
    const recent = ['page:groups', 'action:export-users'];
    expect(findCommands(commands, '', recent).map((c) => c.id)).toEqual([
      'page:groups',
      'action:export-users',
      'page:users',
      'action:create-user',
      'page:user-sources',
    ]);
    expect(findCommands(commands, 'user', recent)[0]!.id).toBe('action:export-users');
    expect(findCommands(commands, '', [], 2)).toHaveLength(2);
  });

  it('remembers a chosen command at the front, once, within the limit', () => {
    expect(rememberCommand(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(rememberCommand(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });
});
