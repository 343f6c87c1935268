import { Box } from '@chakra-ui/react';
import { DataTable } from '../DataTable';
import { fillIn, studioText } from '../text';
import { isOverLimit, lengthOf, type CopyEntry } from './copyCatalog';

const text = studioText.copy;

/** The strings as a table; the words are buttons that open them in the editor. */
export function CopyTable({
  entries,
  edits,
  selectedId,
  onSelect,
}: {
  entries: readonly CopyEntry[];
  edits: ReadonlyMap<string, string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Box
      maxH="75vh"
      overflowY="auto"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      css={{
        '& button': {
          textAlign: 'start',
          color: 'brand.700',
          textDecoration: 'underline',
          cursor: 'pointer',
        },
        '& button[aria-pressed="true"]': { fontWeight: 600, textDecoration: 'none' },
        '& tr:has(button[aria-pressed="true"])': { background: 'blue.50' },
        '& .changed': { marginInlineStart: '2', fontSize: 'xs', fontWeight: 600, color: 'orange.700' },
        '& .field': { display: 'block', color: 'gray.700' },
        '& .over': { color: 'red.700', fontWeight: 600 },
      }}
    >
      <DataTable label={text.title}>
        <thead>
          <tr>
            <th scope="col">{text.columns.text}</th>
            <th scope="col">{text.columns.kind}</th>
            <th scope="col">{text.columns.usedBy}</th>
            <th scope="col">{text.columns.length}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const words = edits.get(entry.id) ?? entry.text;
            const changed = words !== entry.text;
            const over = isOverLimit(entry, words);
            const length = lengthOf(words);
            return (
              <tr key={entry.id} data-copy-id={entry.id}>
                <td>
                  <button
                    type="button"
                    aria-pressed={entry.id === selectedId}
                    onClick={() => onSelect(entry.id)}
                  >
                    {words || '""'}
                  </button>
                  {changed ? <span className="changed">{text.changedMark}</span> : null}
                </td>
                <td>
                  {text.kinds[entry.kind]}
                  {entry.field ? <code className="field">{entry.field}</code> : null}
                </td>
                <td>{entry.usedBy.join('; ')}</td>
                <td className={over ? 'over' : undefined}>
                  {entry.limit
                    ? `${fillIn(text.length, { length, max: entry.limit.max })}${over ? ` — ${text.over}` : ''}`
                    : fillIn(text.noLimit, { length })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </Box>
  );
}
