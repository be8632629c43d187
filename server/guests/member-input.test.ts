import { describe, expect, it } from 'vitest';
import { householdMembersSchema, MEMBER_LIMITS } from '#common/invitation-api';
import { MAX_NAME_LENGTH } from './guest-fields';
import { checkMembers, memberSchemaProblems } from './member-input';

const member = (name: string, id?: number) => ({ ...(id === undefined ? {} : { id }), name, language: null, child: false });

describe('checkMembers', () => {
  it('cleans the names and keeps ids, languages and children', () => {
    expect(checkMembers([{ id: 4, name: '  Elena   Ionescu ', language: 'ro', child: false }, { name: 'Ana', language: null, child: true }], new Set([4]), 'RO')).toEqual({
      members: [
        { id: 4, name: 'Elena Ionescu', language: 'ro', child: false, contacts: {} },
        { name: 'Ana', language: null, child: true, contacts: {} },
      ],
    });
  });

  it('cleans a member’s e-mail address and phone number, read in the household’s country, and names those it cannot read', () => {
    expect(checkMembers([{ ...member('Ana'), email: ' ana@exemplu.ro ', phone: '0722 123 456' }, { ...member('Ion'), phone: '' }], new Set(), 'RO')).toEqual({
      members: [
        { name: 'Ana', language: null, child: false, contacts: { email: 'ana@exemplu.ro', phone: '+40722123456' } },
        { name: 'Ion', language: null, child: false, contacts: { phone: '' } },
      ],
    });
    expect(checkMembers([member('Ok'), { ...member(' '), email: 'ana@', phone: '12' }], new Set(), 'DE')).toEqual({
      problems: [
        { field: 'members[1].email', index: 1, code: 'email' },
        { field: 'members[1].phone', index: 1, code: 'phone', value: 'DE' },
        { field: 'members[1].name', index: 1, code: 'empty' },
      ],
    });
  });

  it('names the field of every problem at once: members[i].id for an id not of this household or given twice, members[i].name', () => {
    const result = checkMembers([member('Ok', 4), member('Other household', 9), member('   '), member('Twice', 4), member('x'.repeat(201))], new Set([4, 5]), 'RO');
    expect(result).toEqual({
      problems: [
        { field: 'members[1].id', index: 1, code: 'unknown-id' },
        { field: 'members[2].name', index: 2, code: 'empty' },
        { field: 'members[3].id', index: 3, code: 'unknown-id' },
        { field: 'members[4].name', index: 4, code: 'too-long', value: '200' },
      ],
    });
  });

  it('refuses a household without members, and one with more than the limit', () => {
    expect(checkMembers([], new Set(), 'RO')).toEqual({ problems: [{ field: 'members', code: 'no-members' }] });
    const many = Array.from({ length: MEMBER_LIMITS.members + 1 }, (_, i) => member(`P${i}`));
    expect(checkMembers(many, new Set(), 'RO')).toEqual({ problems: [{ field: 'members', code: 'too-many-members', value: '30' }] });
    expect('members' in checkMembers(many.slice(1), new Set(), 'RO')).toBe(true);
  });

  it('holds a member’s name to the guests’ limit', () => {
    expect(MEMBER_LIMITS.name).toBe(MAX_NAME_LENGTH);
  });
});

describe('memberSchemaProblems', () => {
  const issues = (body: unknown) => {
    const parsed = householdMembersSchema.safeParse(body);
    if (parsed.success) throw new Error('parsed');
    return parsed.error.issues;
  };

  it('turns a language that is not the site’s, a huge name and a huge list into field problems', () => {
    expect(memberSchemaProblems(issues({ members: [member('A'), { name: 'B', language: 'xx', child: false }] }))).toEqual([
      { field: 'members[1].language', index: 1, code: 'language' },
    ]);
    expect(memberSchemaProblems(issues({ members: [member('x'.repeat(10_001))] }))).toEqual([{ field: 'members[0].name', index: 0, code: 'too-long', value: '200' }]);
    expect(memberSchemaProblems(issues({ members: Array.from({ length: 101 }, () => member('A')) }))).toEqual([
      { field: 'members', code: 'too-many-members', value: '30' },
    ]);
  });

  it('leaves any other wrong shape to a 400', () => {
    for (const body of [{}, { members: 'x' }, { members: [], extra: 1 }, { members: [{ name: 'A', language: null }] }, { members: [{ ...member('A'), id: -1 }] }]) {
      expect(memberSchemaProblems(issues(body)), JSON.stringify(body)).toBeNull();
    }
  });
});
