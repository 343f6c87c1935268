import { Box, chakra } from '@chakra-ui/react';
import type { DocumentBlock, LegalDocument } from '../../core/documents/legalDocument';

type HeadingLevel = 'h2' | 'h3' | 'h4';

function Block({ block, headingAs }: { block: DocumentBlock; headingAs: HeadingLevel }) {
  switch (block.kind) {
    case 'heading':
      return (
        <chakra.h3 as={headingAs} fontSize="md" fontWeight="semibold" mt="5" mb="2" color="gray.900">
          {block.text}
        </chakra.h3>
      );
    case 'paragraph':
      return <chakra.p mb="3">{block.text}</chakra.p>;
    case 'list':
      return (
        <chakra.ul pl="5" mb="3" listStyleType="disc">
          {block.items.map((item) => (
            <chakra.li key={item} mb="1">
              {item}
            </chakra.li>
          ))}
        </chakra.ul>
      );
    case 'facts':
      return (
        <chakra.dl mb="3">
          {block.rows.map(([label, value]) => (
            <Box
              key={label}
              display="flex"
              justifyContent="space-between"
              gap="4"
              py="2"
              borderBottomWidth="1px"
              borderColor="gray.200"
            >
              <chakra.dt color="gray.700" flex="1 1 55%">
                {label}
              </chakra.dt>
              <chakra.dd fontWeight="semibold" textAlign="right" m="0" flex="1 1 45%" overflowWrap="anywhere">
                {value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      );
    case 'table':
      return (
        <chakra.table width="100%" mb="3" fontVariantNumeric="tabular-nums" borderCollapse="collapse">
          {block.caption ? (
            <chakra.caption textAlign="left" mb="2" color="gray.700">
              {block.caption}
            </chakra.caption>
          ) : null}
          <thead>
            <tr>
              {block.columns.map((column, index) => (
                <chakra.th
                  key={column}
                  scope="col"
                  textAlign={index === block.columns.length - 1 ? 'right' : 'left'}
                  py="1"
                  borderBottomWidth="1px"
                  borderColor="gray.300"
                >
                  {column}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) => (
                  <chakra.td
                    key={`${index}-${cell}`}
                    textAlign={index === row.length - 1 ? 'right' : 'left'}
                    py="1"
                    borderBottomWidth="1px"
                    borderColor="gray.100"
                  >
                    {cell}
                  </chakra.td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      );
  }
}

/**
 * A legal document (core/documents/legalDocument.ts) as the app shows it: in the modal a consent
 * links to, and in full on offer review (the loan agreement). Its headings sit one level below the
 * place it is shown in.
 */
export function DocumentView({
  document,
  headingAs = 'h3',
}: {
  document: LegalDocument;
  headingAs?: HeadingLevel;
}) {
  return (
    <Box fontSize="sm" color="gray.800" lineHeight="1.6">
      <chakra.p color="gray.600" mb="3">
        Version {document.version}
      </chakra.p>
      {document.blocks.map((block, index) => (
        // Blocks are a fixed list for the document's life: their place is their identity.
        <Block key={index} block={block} headingAs={headingAs} />
      ))}
    </Box>
  );
}
