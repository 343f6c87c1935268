import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { autocompletion, closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { jsonSchema } from 'codemirror-json-schema';

export type EditorSchema = Parameters<typeof jsonSchema>[0];

/**
 * A CodeMirror 6 JSON editor with completion, hover help and checks against a JSON Schema
 * (codemirror-json-schema). Uncontrolled: `initialText` is read when it mounts (give it a key to
 * start again); every change is reported with the whole text.
 */
export function JsonEditor({
  label,
  initialText,
  schema,
  onChange,
}: {
  label: string;
  initialText: string;
  schema?: EditorSchema;
  onChange: (text: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          lintGutter(),
          // Tab indents; Escape then Tab leaves the editor (CodeMirror's keyboard-trap escape).
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          jsonSchema(schema),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) report.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.destroy();
    // The editor is created once per mount; the caller remounts it (key) for another file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box
      ref={host}
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      fontSize="sm"
      maxH="28rem"
      overflow="auto"
      data-testid={`editor-${label}`}
    />
  );
}
