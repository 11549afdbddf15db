/**
 * The sx of text kept for screen readers only (a heading, a sort's state). In pixels: sx reads a bare 1 as
 * 100%, which made such an absolute span as wide as the page (a sideways scroll).
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
