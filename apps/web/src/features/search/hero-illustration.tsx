import { IconUsers } from '@tabler/icons-react';
import { Avatar, AvatarGroup } from '@/ui/decorations';
import { Group } from '@/ui/layout';
import { Rating } from '@/ui/rating';
import { Text } from '@/ui/typography';
import classes from './search-landing.module.css';

/** The landing hero picture: a house at dusk under its porch light, drawn inline (no image request). */
export function HeroIllustration() {
  return (
    <div className={classes.hero} aria-hidden>
      <svg viewBox="0 0 520 420" className={classes.heroSvg} role="presentation">
        <defs>
          <radialGradient id="hero-sky" cx="50%" cy="45%" r="60%">
            <stop offset="0%" stopColor="#fff4dc" />
            <stop offset="100%" stopColor="#fbdca2" />
          </radialGradient>
          <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor="#ffd77a" stopOpacity="0.95" />
            <stop offset="100%" stopColor="#ffd77a" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="hero-wall" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#fffdf8" />
            <stop offset="100%" stopColor="#f6efe3" />
          </linearGradient>
        </defs>
        <circle cx="270" cy="215" r="195" fill="url(#hero-sky)" />
        <ellipse cx="265" cy="372" rx="235" ry="22" fill="#eadfcc" />
        {/* chimney and roof */}
        <rect x="328" y="104" width="28" height="62" rx="3" fill="#5f5a53" />
        <polygon points="128,206 265,96 402,206" fill="#3f3b36" />
        <polygon points="150,200 265,110 380,200" fill="#4d4842" />
        {/* walls */}
        <rect x="150" y="196" width="230" height="170" rx="4" fill="url(#hero-wall)" />
        <rect x="150" y="196" width="230" height="10" fill="#e6dccb" />
        {/* windows, lit */}
        <rect x="170" y="232" width="50" height="46" rx="4" fill="#f8c76c" />
        <path d="M195 232v46M170 255h50" stroke="#fffdf8" strokeWidth="4" />
        <rect x="322" y="232" width="40" height="46" rx="4" fill="#f8c76c" />
        <path d="M342 232v46M322 255h40" stroke="#fffdf8" strokeWidth="4" />
        {/* door and step */}
        <rect x="240" y="272" width="50" height="94" rx="5" fill="#c27c07" />
        <rect x="248" y="282" width="34" height="30" rx="3" fill="#e0930f" />
        <circle cx="281" cy="324" r="3.5" fill="#fff4dc" />
        <rect x="226" y="362" width="78" height="9" rx="2" fill="#b3afa8" />
        {/* the porch light */}
        <circle cx="304" cy="262" r="46" fill="url(#hero-glow)" />
        <rect x="301" y="246" width="6" height="8" fill="#3f3b36" />
        <rect
          x="297"
          y="253"
          width="14"
          height="18"
          rx="3"
          fill="#ffe7a8"
          stroke="#3f3b36"
          strokeWidth="2.5"
        />
        {/* garden */}
        <rect x="108" y="300" width="8" height="66" rx="3" fill="#7c5a3a" />
        <circle cx="112" cy="288" r="34" fill="#6fa66f" />
        <circle cx="96" cy="306" r="22" fill="#5e9462" />
        <circle cx="170" cy="360" r="18" fill="#79b07a" />
        <circle cx="196" cy="364" r="14" fill="#6fa66f" />
        <circle cx="408" cy="350" r="26" fill="#6fa66f" />
        <circle cx="432" cy="360" r="18" fill="#5e9462" />
        <circle cx="356" cy="364" r="13" fill="#79b07a" />
        {/* fireflies */}
        <circle cx="420" cy="168" r="3" fill="#f6b43f" />
        <circle cx="446" cy="200" r="2" fill="#f6b43f" />
        <circle cx="92" cy="190" r="2.5" fill="#f6b43f" />
      </svg>
      <div className={classes.heroCardTop}>
        <Group gap={6} wrap="nowrap">
          <Rating value={5} readOnly size="xs" />
          <Text size="xs" fw={700}>
            5.0
          </Text>
        </Group>
        <Text size="xs" c="dark.3" mt={2}>
          “On time and spotless.”
        </Text>
      </div>
      <div className={classes.heroCardBottom}>
        <AvatarGroup spacing={8}>
          <Avatar size={28} radius="xl" color="teal">
            M
          </Avatar>
          <Avatar size={28} radius="xl" color="grape">
            D
          </Avatar>
          <Avatar size={28} radius="xl" color="blue">
            E
          </Avatar>
        </AvatarGroup>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={14} />
          <Text size="xs" fw={700}>
            3 friends recommend
          </Text>
        </Group>
      </div>
    </div>
  );
}
