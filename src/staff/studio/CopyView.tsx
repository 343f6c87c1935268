import { useId, useMemo, useState } from 'react';
import { Box, Heading, Input } from '@chakra-ui/react';
import { copyRows } from './copyTable';
import { DataTable } from './DataTable';
import { FieldLabel } from './FieldLabel';
import { fillIn, studioText } from './text';

const text = studioText.copy;

/** Every string of the copy: its key, where it shows, its length against the limits. */
export function CopyView({ initialFilter }: { initialFilter?: string }) {
  const rows = useMemo(() => copyRows(), []);
  const [filter, setFilter] = useState(initialFilter ?? '');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? rows.filter((row) => row.key.toLowerCase().includes(needle) || row.text.toLowerCase().includes(needle))
    : rows;
  return (
    <Box>
      <Heading as="h2" size="lg" mb="3">
        {text.title}
      </Heading>
      <Box mb="3" maxW="sm">
        <FieldLabel htmlFor={filterId}>{text.filter}</FieldLabel>
        <Input id={filterId} size="sm" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </Box>
      <DataTable label={text.title}>
        <thead>
          <tr>
            <th scope="col">{text.columns.key}</th>
            <th scope="col">{text.columns.text}</th>
            <th scope="col">{text.columns.usedBy}</th>
            <th scope="col">{text.columns.length}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key} data-copy-key={row.key}>
              <th scope="row">
                <code>{row.key}</code>
              </th>
              <td>{row.text}</td>
              <td>{row.usedBy.join(', ')}</td>
              <td style={row.over ? { color: '#c53030', fontWeight: 600 } : undefined}>
                {row.limit
                  ? `${fillIn(text.length, { length: row.length, max: row.limit.max })}${row.over ? ` — ${text.over}` : ''}`
                  : fillIn(text.noLimit, { length: row.length })}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Box>
  );
}
