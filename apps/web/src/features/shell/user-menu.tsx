'use client';

import {
  Avatar,
  Badge,
  Group,
  Indicator,
  Menu,
  MenuDivider,
  MenuDropdown,
  MenuItem,
  MenuLabel,
  MenuTarget,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Me } from '@porchlight/core/identity/auth.schemas';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconChevronDown,
  IconCreditCard,
  IconInbox,
  IconLayoutDashboard,
  IconListCheck,
  IconLogout,
  IconMessages,
  IconShieldPlus,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { conversationsHref } from '@/features/chat/conversations-href';
import { useChatUnread } from '@/features/chat/use-chat-unread';
import { ADMIN_JOBS_PATH, ADMIN_UNCLAIMED_PATH, isAdmin } from '@/features/identity/admin-paths';
import { fullName, useCurrentUser } from '@/features/identity/current-user-context';
import { insightsHref } from '@/features/insights/insights-href';
import { plansHref } from '@/features/plans/plans-href';
import { requestsHref } from '@/features/requests/inbox/requests-href';
import { useRequestsUnread } from '@/features/requests/inbox/use-requests-unread';
import { myScheduleHref } from '@/features/scheduling/my-schedule-href';
import { serviceManagerHref } from '@/features/service-manager/service-manager-href';
import { useAction } from '@/lib/use-action';
import { Link } from '@/ui/link';

function initials(user: Me): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

export function UserMenu({ user }: { user: Me }) {
  const { logout } = useCurrentUser();
  const router = useRouter();
  const pathname = usePathname();
  const name = fullName(user);
  /** The companies the user runs (owner or manager): a technician's work is My schedule only. */
  const runs = user.providers.filter((provider) => provider.role !== 'technician');
  const vanityNames = runs.map((provider) => provider.vanityName);
  const unreadChats = useChatUnread(vanityNames);
  const unreadRequests = useRequestsUnread(vanityNames);
  /** What a company pays for is its owner's to change: managers see no Plans entry. */
  const owned = user.providers.find((provider) => provider.role === 'owner');

  const logoutAction = useAction(
    async () => {
      await logout();
      if (pathname.startsWith('/account')) router.push('/');
    },
    { success: 'You have been logged out', refresh: 'router' },
  );

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <MenuTarget>
        <UnstyledButton aria-label={name} style={{ borderRadius: 999, padding: '4px 8px 4px 4px' }}>
          <Group gap={8} wrap="nowrap">
            <Indicator
              disabled={unreadChats + unreadRequests === 0}
              color="red"
              size={10}
              offset={4}
              withBorder
            >
              <Avatar color="brand" radius="xl" size={32} aria-hidden>
                {initials(user)}
              </Avatar>
            </Indicator>
            <Text fw={600} size="sm" visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </MenuTarget>
      <MenuDropdown>
        <MenuLabel>Logged in as {name}</MenuLabel>
        <MenuItem component={Link} href="/account" leftSection={<IconUserCircle size={18} />}>
          My account
        </MenuItem>
        <MenuItem component={Link} href="/account/my-friends" leftSection={<IconUsers size={18} />}>
          My friends
        </MenuItem>
        {user.providers.map((provider) => (
          <MenuItem
            key={provider.providerId}
            component={Link}
            href={`/company/${provider.vanityName}`}
            leftSection={<IconBuildingStore size={18} />}
          >
            {provider.name}
          </MenuItem>
        ))}
        {runs[0] && (
          <MenuItem
            component={Link}
            href={conversationsHref(runs[0].vanityName)}
            leftSection={<IconMessages size={18} />}
            rightSection={
              unreadChats > 0 ? (
                <Badge size="sm" color="red" circle aria-label={`${unreadChats} unread`}>
                  {unreadChats}
                </Badge>
              ) : undefined
            }
          >
            Conversations
          </MenuItem>
        )}
        {runs[0] && (
          <MenuItem
            component={Link}
            href={requestsHref(runs[0].vanityName)}
            leftSection={<IconInbox size={18} />}
            rightSection={
              unreadRequests > 0 ? (
                <Badge size="sm" color="red" circle aria-label={`${unreadRequests} new`}>
                  {unreadRequests}
                </Badge>
              ) : undefined
            }
          >
            Requests
          </MenuItem>
        )}
        {runs[0] && (
          <MenuItem
            component={Link}
            href={insightsHref(runs[0].vanityName)}
            leftSection={<IconChartBar size={18} />}
          >
            Insights
          </MenuItem>
        )}
        {user.providers[0] && (
          <MenuItem
            component={Link}
            href={myScheduleHref(user.providers[0].vanityName)}
            leftSection={<IconCalendarEvent size={18} />}
          >
            My schedule
          </MenuItem>
        )}
        {runs[0] && (
          <MenuItem
            component={Link}
            href={serviceManagerHref(runs[0].vanityName)}
            leftSection={<IconLayoutDashboard size={18} />}
          >
            Service Manager
          </MenuItem>
        )}
        {owned && (
          <MenuItem
            component={Link}
            href={plansHref(owned.vanityName)}
            leftSection={<IconCreditCard size={18} />}
          >
            Plans
          </MenuItem>
        )}
        {isAdmin(user) && (
          <MenuItem component={Link} href={ADMIN_UNCLAIMED_PATH} leftSection={<IconShieldPlus size={18} />}>
            Add unclaimed company
          </MenuItem>
        )}
        {isAdmin(user) && (
          <MenuItem component={Link} href={ADMIN_JOBS_PATH} leftSection={<IconListCheck size={18} />}>
            Job queue
          </MenuItem>
        )}
        <MenuDivider />
        <MenuItem leftSection={<IconLogout size={18} />} onClick={() => logoutAction.run()}>
          Log out
        </MenuItem>
      </MenuDropdown>
    </Menu>
  );
}
