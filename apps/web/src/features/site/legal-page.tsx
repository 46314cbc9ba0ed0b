import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode[];
}

/** Terms, privacy and cookie pages: a readable column of numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Container size={760} py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {sections.map((section, index) => (
          <Stack key={section.heading} gap={8} component="section">
            <Title order={2} size="h4">
              {index + 1}. {section.heading}
            </Title>
            {section.body.map((paragraph, paragraphIndex) =>
              typeof paragraph === 'string' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                <Text key={paragraphIndex} lh={1.65}>
                  {paragraph}
                </Text>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                <div key={paragraphIndex}>{paragraph}</div>
              ),
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
