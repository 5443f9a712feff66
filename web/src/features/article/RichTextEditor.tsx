import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Divider, Flex, Input, Popover, Tooltip, Typography } from 'antd';
import {
  BoldOutlined, CheckOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { uploadArticlePicture } from './queries';

// The schemes the server's allow-list keeps on links (server/src/core/html.ts).
const LINK_PATTERN = /^(https?:\/\/|mailto:)/i;
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

type Props = { value?: string; onChange?: (html: string) => void };

// The article body's rich-text editor (tiptap): headings, emphasis, lists, quotes, links and pictures uploaded
// through article/upload. Loaded lazily, only by the article editor. An empty document is ''.
export default function RichTextEditor({ value, onChange }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['mailto'] } }),
      Image,
    ],
    content: value ?? '',
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A value set from outside (the form filled with the article being edited, or reset) replaces the document;
  // the editor's own changes come back equal and leave it alone.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="article-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Toolbar editor={editor} />
      <Divider style={{ margin: 0 }} />
      <EditorContent editor={editor} data-testid="article-editor" />
    </div>
  );
}

function ToolButton({ title, active = false, onClick, icon, testId, disabled = false }: {
  title: string; active?: boolean; onClick?: () => void; icon: ReactNode; testId: string; disabled?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button type={active ? 'primary' : 'text'} size="small" icon={icon} onClick={onClick} aria-label={title} aria-pressed={active}
        disabled={disabled} data-testid={testId} />
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  const insertPicture = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      const url = await uploadArticlePicture(picked);
      chain().setImage({ src: url }).run();
    } catch {
      // The API client has shown the refusal.
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Flex gap={4} wrap align="center" style={{ padding: 4 }}>
      <ToolButton title={t('article.editor.bold')} icon={<BoldOutlined />} testId="article-editor-bold"
        active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()} />
      <ToolButton title={t('article.editor.italic')} icon={<ItalicOutlined />} testId="article-editor-italic"
        active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()} />
      <ToolButton title={t('article.editor.heading')} icon={<Typography.Text strong>H</Typography.Text>} testId="article-editor-heading"
        active={editor.isActive('heading', { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton title={t('article.editor.bulletList')} icon={<UnorderedListOutlined />} testId="article-editor-bullets"
        active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton title={t('article.editor.orderedList')} icon={<OrderedListOutlined />} testId="article-editor-numbers"
        active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton title={t('article.editor.quote')} icon={<Typography.Text strong>“</Typography.Text>} testId="article-editor-quote"
        active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()} />
      <LinkButton editor={editor} />
      <ToolButton title={t('article.editor.image')} icon={<PictureOutlined />} testId="article-editor-image" disabled={uploading}
        onClick={() => file.current?.click()} />
      <input ref={file} type="file" accept={PICTURE_TYPES} hidden data-testid="article-editor-image-file"
        onChange={(event) => void insertPicture(event.target.files?.[0])} />
      <ToolButton title={t('article.editor.undo')} icon={<UndoOutlined />} testId="article-editor-undo"
        disabled={!editor.can().undo()} onClick={() => chain().undo().run()} />
      <ToolButton title={t('article.editor.redo')} icon={<RedoOutlined />} testId="article-editor-redo"
        disabled={!editor.can().redo()} onClick={() => chain().redo().run()} />
    </Flex>
  );
}

// A link on the selection: its address in a small popover, checked against the schemes the server keeps.
function LinkButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const invalid = href.trim() !== '' && !LINK_PATTERN.test(href.trim());
  const apply = () => {
    const address = href.trim();
    if (invalid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address) chain.setLink({ href: address }).run();
    else chain.unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover open={open} trigger="click" onOpenChange={(next) => {
      setOpen(next);
      if (next) setHref(String(editor.getAttributes('link').href ?? ''));
    }} content={(
      <Flex vertical gap={4} style={{ width: 320 }}>
        <Typography.Text type="secondary">{t('article.editor.linkPrompt')}</Typography.Text>
        <Input.Search value={href} onChange={(event) => setHref(event.target.value)} enterButton={<CheckOutlined aria-label={t('common.save')} />} onSearch={apply}
          status={invalid ? 'error' : undefined} data-testid="article-editor-link-input" />
        {invalid && <Typography.Text type="danger">{t('article.editor.linkInvalid')}</Typography.Text>}
      </Flex>
    )}>
      <span>
        <ToolButton title={t('article.editor.link')} icon={<LinkOutlined />} testId="article-editor-link" active={editor.isActive('link')} />
      </span>
    </Popover>
  );
}
