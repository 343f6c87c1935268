import { expect } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { EditorView } from '@codemirror/view';
import { getSystem } from '../../../../widgets/theme/system';
import { Studio } from '../../../../src/staff/studio/Studio';

/** The studio inside the app's Chakra system, as the studio screen renders it. */
export function renderStudio(props: Parameters<typeof Studio>[0] = {}) {
  return render(
    <ChakraProvider value={getSystem()}>
      <Studio {...props} />
    </ChakraProvider>,
  );
}

/** The CodeMirror view of the editor with this accessible name. */
export async function editorNamed(name: string): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error(`No editor for ${name}`);
  return view;
}

/** Replaces the first occurrence of `from` with `to` in an editor, as typing would. */
export async function editText(name: string, from: string, to: string): Promise<void> {
  const view = await editorNamed(name);
  await waitFor(() => expect(view.state.doc.toString()).toContain(from));
  const at = view.state.doc.toString().indexOf(from);
  view.dispatch({ changes: { from: at, to: at + from.length, insert: to } });
}
