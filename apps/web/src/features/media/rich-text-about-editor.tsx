'use client';

import '@mantine/tiptap/styles.css';
import { Menu } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import {
  ABOUT_FONT_SIZES,
  ABOUT_INDENT_EM,
  ABOUT_MAX_INDENT,
} from '@porchlight/core/media/profile-editing.constants';
import { IconIndentDecrease, IconIndentIncrease, IconTextSize } from '@tabler/icons-react';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { type Editor, Extension, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

const INDENTED = ['paragraph', 'heading'];

/** Paragraph indent in 2em steps, written as margin-left (the server keeps only these values). */
const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: INDENTED,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => {
              const em = Number.parseFloat(element.style.marginLeft);
              return Number.isFinite(em) ? Math.min(ABOUT_MAX_INDENT, Math.round(em / ABOUT_INDENT_EM)) : 0;
            },
            renderHTML: (attributes) =>
              attributes.indent > 0 ? { style: `margin-left: ${attributes.indent * ABOUT_INDENT_EM}em` } : {},
          },
        },
      },
    ];
  },
});

/** In a list, indenting nests the item; elsewhere it moves the paragraph in by one step. */
function changeIndent(editor: Editor, direction: 1 | -1): void {
  if (editor.isActive('listItem')) {
    if (direction > 0) editor.chain().focus().sinkListItem('listItem').run();
    else editor.chain().focus().liftListItem('listItem').run();
    return;
  }
  const type = editor.isActive('heading') ? 'heading' : 'paragraph';
  const current = Number(editor.getAttributes(type).indent ?? 0);
  const indent = Math.max(0, Math.min(ABOUT_MAX_INDENT, current + direction));
  editor.chain().focus().updateAttributes(type, { indent }).run();
}

const COLORS = [
  '#25262b',
  '#868e96',
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
];

const SIZE_LABELS: Record<(typeof ABOUT_FONT_SIZES)[number], string> = {
  '12px': 'Small',
  '14px': 'Smaller',
  '16px': 'Normal',
  '20px': 'Large',
  '24px': 'Larger',
  '32px': 'Huge',
};

function FontSizeControl({ editor }: { editor: Editor | null }) {
  return (
    <Menu shadow="md" position="bottom-start" withinPortal={false}>
      <Menu.Target>
        <RichTextEditor.Control aria-label="Font size" title="Font size">
          <IconTextSize stroke={1.5} size={16} />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        {ABOUT_FONT_SIZES.map((size) => (
          <Menu.Item
            key={size}
            onClick={() =>
              size === '16px'
                ? editor?.chain().focus().unsetFontSize().run()
                : editor?.chain().focus().setFontSize(size).run()
            }
            style={{ fontSize: size }}
          >
            {SIZE_LABELS[size]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The Pro about editor (spec 1 §6): bold, italic, underline, size, colour, link, lists, indent and
 * alignment — the same set the server's sanitiser keeps.
 */
export default function RichTextAboutEditor({
  initialHtml,
  onChange,
  invalid,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  invalid: boolean;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        link: false,
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
      }),
      Link.configure({ openOnClick: false, defaultProtocol: 'https' }),
      TextStyle,
      Color,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Indent,
    ],
    content: initialHtml,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const canOutdent = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      !!current &&
      (current.isActive('listItem') ||
        Number(current.getAttributes('paragraph').indent ?? 0) > 0 ||
        Number(current.getAttributes('heading').indent ?? 0) > 0),
  });

  return (
    <RichTextEditor
      editor={editor}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      aria-label="About your business"
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <FontSizeControl editor={editor} />
          <RichTextEditor.ColorPicker colors={COLORS} />
          <RichTextEditor.UnsetColor />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Control
            aria-label="Increase indent"
            title="Increase indent"
            onClick={() => editor && changeIndent(editor, 1)}
          >
            <IconIndentIncrease stroke={1.5} size={16} />
          </RichTextEditor.Control>
          <RichTextEditor.Control
            aria-label="Decrease indent"
            title="Decrease indent"
            disabled={!canOutdent}
            onClick={() => editor && changeIndent(editor, -1)}
          >
            <IconIndentDecrease stroke={1.5} size={16} />
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.AlignLeft />
          <RichTextEditor.AlignCenter />
          <RichTextEditor.AlignRight />
          <RichTextEditor.AlignJustify />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={220} />
    </RichTextEditor>
  );
}
