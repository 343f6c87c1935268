import { describe, expect, test } from 'vitest';
import { responseGroups } from '../../../../scripts/responseGroups';
import { shareRootSchema } from '../../../../scripts/validatorSchemaConsts';
import { withoutKeywords } from '../../../../core/rules/usedDefinitions';

describe('withoutKeywords', () => {
  test('drops the keywords wherever a schema is, and keeps properties and data of the same name', () => {
    const schema = {
      $comment: 'root',
      type: 'object',
      properties: { title: { type: 'string', $comment: 'a field named title' } },
      allOf: [{ if: { $comment: 'if' }, then: { required: ['title'], $comment: 'then' } }],
      definitions: { kind: { enum: ['$comment'], $comment: 'def' } },
      dependencies: { title: ['kind'] },
    };
    expect(withoutKeywords(schema, new Set(['$comment', 'title']))).toEqual({
      type: 'object',
      properties: { title: { type: 'string' } },
      allOf: [{ if: {}, then: { required: ['title'] } }],
      definitions: { kind: { enum: ['$comment'] } },
      dependencies: { title: ['kind'] },
    });
  });
});

describe('shareRootSchema', () => {
  const code =
    'exports.h = validate1;const schema1 = {"type":"object","properties":{"a":{"$ref":"#/definitions/a"}},' +
    '"definitions":{"a":{"type":"string","errorMessage":"x};"}},"$id":"h"};const schema2 = {"type":"string","errorMessage":"x};"};' +
    'const schema3 = {"type":"number"};function validate1(data){return schema2 && schema3 && schema1;}';

  test('keeps the root once, refers to its parts, and leaves other constants as they are', () => {
    const shared = shareRootSchema(code, 'h');
    expect(shared.rootName).toBe('schema1');
    expect(shared.code).toContain('const schema2 = schema1["definitions"]["a"];');
    expect(shared.code).toContain('const schema3 = {"type":"number"};');
    expect(shared.code.indexOf('const schema1 = {')).toBeLessThan(shared.code.indexOf('const schema2'));
    const evaluate = (source: string) =>
      new Function(`const exports = {};${source};return [schema1, schema2, schema3];`)() as unknown[];
    expect(evaluate(shared.code)).toEqual(evaluate(code));
  });

  test('fails when no constant is the root', () => {
    expect(() => shareRootSchema(code, 'other')).toThrow(/no schema constant/);
  });
});

describe('responseGroups', () => {
  const definitions = {
    item: { type: 'object', properties: { id: { $ref: '#/definitions/id' } }, errorMessage: 'for people' },
    id: { type: 'integer', $comment: 'note' },
  };
  const responses = new Map<string, Record<string, unknown>>([
    ['listItems', { type: 'array', items: { $ref: '#/definitions/item' } }],
    ['getItem', { $ref: '#/definitions/item' }],
    ['getId', { $ref: '#/definitions/id' }],
    ['ping', { type: 'object' }],
    ['pong', { type: 'object' }],
  ]);

  test('puts checks using the same definitions in one schema, without messages or comments', () => {
    const groups = responseGroups(responses, definitions);
    expect(groups.map((group) => group.ids)).toEqual([
      ['listItems', 'getItem'],
      ['getId'],
      ['ping'],
      ['pong'],
    ]);
    const [items] = groups;
    expect(items?.refs).toEqual({
      listItems: 'responses:listItems#/definitions/response.listItems',
      getItem: 'responses:listItems#/definitions/response.getItem',
    });
    expect(JSON.stringify(items?.schema)).not.toMatch(/errorMessage|\$comment/);
    expect(groups[1]?.schema).toMatchObject({ $id: 'response:getId', $ref: '#/definitions/id' });
  });
});
