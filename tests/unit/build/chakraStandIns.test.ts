import { describe, expect, it } from 'vitest';
import { chakraStandInsPlugin } from '../../../scripts/vitePluginChakraStandIns';

type Resolve = (source: string, importer: string | undefined, options: { ssr?: boolean }) => string | null;
type Load = (id: string) => string | null;

const plugin = chakraStandInsPlugin();
const resolve = plugin.resolveId as unknown as Resolve;
const load = plugin.load as unknown as Load;
const chakra = '/app/node_modules/@chakra-ui/react/dist/esm/components';

describe('Chakra’s inputs without the Ark field machine (scripts/vitePluginChakraStandIns.ts)', () => {
  it('Input, Textarea and NativeSelect get the bare parts in the browser build', () => {
    for (const importer of ['input/input.js', 'textarea/textarea.js', 'native-select/native-select.js']) {
      const id = resolve('@ark-ui/react/field', `${chakra}/${importer}`, {});
      expect(id, importer).not.toBeNull();
      const code = load(id!);
      expect(code).toContain('Input:');
      expect(code).toContain('Textarea:');
      expect(code).toContain('Select:');
      expect(code).toContain('export function useFieldContext');
    }
  });

  it('Chakra’s own Field component, any other importer and the server-side prerender keep the real module', () => {
    expect(resolve('@ark-ui/react/field', `${chakra}/field/field.js`, {})).toBeNull();
    expect(resolve('@ark-ui/react/field', '/app/src/screens/Some.tsx', {})).toBeNull();
    expect(resolve('@ark-ui/react/field', `${chakra}/input/input.js`, { ssr: true })).toBeNull();
    expect(resolve('@ark-ui/react/dialog', `${chakra}/input/input.js`, {})).toBeNull();
  });
});
