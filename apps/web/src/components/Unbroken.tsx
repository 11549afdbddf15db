import Box from '@mui/material/Box';

/**
 * `text` with its `part` kept on one line: an identifier in a title (a reference such as "RM-2026-000123")
 * must never wrap at its hyphens. The text and its accessible name are unchanged.
 */
export function Unbroken({ text, part }: { text: string; part: string }) {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {part}
      </Box>
      {text.slice(at + part.length)}
    </>
  );
}
