import { lazy, Suspense, useState } from 'react';
import type { LabelOption } from './apply-labels-popover.tsx';
import type { LabelEditorValues } from './label-editor-popover.tsx';

// The editor is a form (react-hook-form, the contract's label schema): loaded when first opened,
// not with the admin lists' first load.
const LabelEditorPopover = lazy(() =>
  import('./label-editor-popover.tsx').then((m) => ({ default: m.LabelEditorPopover })),
);

export type LabelEditorActions = {
  /** Resolves when saved; rejects (after the caller showed why) to keep the editor open. */
  save: (values: LabelEditorValues & { id?: string }) => Promise<unknown>;
  remove: (labelId: string) => Promise<unknown>;
};

/** The label editor of a collection: where it opens, the label it edits, and its busy state. */
export function useLabelEditor({ save, remove }: LabelEditorActions) {
  const [editing, setEditing] = useState<{ anchor: HTMLElement; label: LabelOption | null } | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept once opened, so it closes with its transition rather than vanishing.
  const [opened, setOpened] = useState(false);

  const finish = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setEditing(null);
    } catch {
      // The message is shown already; the editor stays open to correct the name.
    } finally {
      setBusy(false);
    }
  };
  const id = editing?.label?.id;

  return {
    open: (anchor: HTMLElement, label: LabelOption | null) => {
      setOpened(true);
      setEditing({ anchor, label });
    },
    popover: opened && (
      <Suspense fallback={null}>
        <LabelEditorPopover
          anchorEl={editing?.anchor ?? null}
          open={editing !== null}
          initial={editing?.label ? { name: editing.label.name, color: editing.label.color } : undefined}
          busy={busy}
          onCancel={() => setEditing(null)}
          onDone={(values) => void finish(() => save(id ? { ...values, id } : values))}
          onDelete={id ? () => void finish(() => remove(id)) : undefined}
        />
      </Suspense>
    ),
  };
}
