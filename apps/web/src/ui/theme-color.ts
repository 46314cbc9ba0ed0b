/** 'brand.8' → var(--mantine-color-brand-8); 'dimmed' → var(--mantine-color-dimmed), as Mantine's `c` prop reads them. */
export function themeColor(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}
