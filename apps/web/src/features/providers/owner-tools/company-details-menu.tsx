'use client';

import { Button, Menu, MenuDivider, MenuDropdown, MenuItem, MenuTarget, Text } from '@mantine/core';
import { publishMessages } from '@porchlight/core/providers/owner-tools.messages';
import { unpublishProfileRoute } from '@porchlight/core/providers/publishing.routes';
import {
  IconBell,
  IconBuildingStore,
  IconCalendarCheck,
  IconClock,
  IconEyeOff,
  IconFileInvoice,
  IconInfoCircle,
  IconMail,
  IconMapPin,
  IconPlus,
  IconShare,
  IconVideo,
  IconWorld,
  IconWorldPin,
} from '@tabler/icons-react';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { useAction } from '@/lib/use-action';
import type { OwnerDetails } from './owner-details';
import type { OwnerDialogKey } from './owner-dialogs';

const ENTRIES: { key: OwnerDialogKey; label: string; icon: typeof IconInfoCircle }[] = [
  { key: 'services', label: 'Add services', icon: IconPlus },
  { key: 'general', label: 'General information', icon: IconInfoCircle },
  { key: 'email', label: 'Email address', icon: IconMail },
  { key: 'location', label: 'Location', icon: IconMapPin },
  { key: 'hours', label: 'Open hours', icon: IconClock },
  { key: 'timeZone', label: 'Time zone', icon: IconWorldPin },
  { key: 'booking', label: 'Online booking', icon: IconCalendarCheck },
  { key: 'documents', label: 'Estimates and invoices', icon: IconFileInvoice },
  { key: 'website', label: 'Website', icon: IconWorld },
  { key: 'notifications', label: 'Notifications', icon: IconBell },
  { key: 'social', label: 'Social links', icon: IconShare },
  { key: 'promo', label: 'Promotional videos', icon: IconVideo },
];

/** The company details dialogs (spec 2 §2.5-§2.13) and Disable Profile, from one menu. */
export function CompanyDetailsMenu({
  details,
  onOpenDialog,
}: {
  details: OwnerDetails;
  onOpenDialog: (dialog: OwnerDialogKey) => void;
}) {
  const disable = useAction(
    () => callApi(unpublishProfileRoute, { query: { vanityName: details.vanityName } }),
    {
      success: publishMessages.unpublished,
      refresh: 'reload-soon',
      errorTitle: publishMessages.disableErrorTitle,
    },
  );

  const confirmDisable = () =>
    void openConfirmDialog({
      title: <Text fw={800}>Disable Profile</Text>,
      children: (
        <Text size="sm">
          {details.name} will be hidden from visitors and search until you publish it again. Your details,
          services, photos and reviews are kept.
        </Text>
      ),
      labels: { confirm: 'Disable Profile', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => disable.run(),
    });

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal hideDetached={false}>
      <MenuTarget>
        <Button variant="default" size="sm" leftSection={<IconBuildingStore size={16} />}>
          Company details
        </Button>
      </MenuTarget>
      <MenuDropdown>
        {ENTRIES.map(({ key, label, icon: Icon }) => (
          <MenuItem key={key} leftSection={<Icon size={16} />} onClick={() => onOpenDialog(key)}>
            {label}
          </MenuItem>
        ))}
        {details.published && (
          <>
            <MenuDivider />
            <MenuItem color="red" leftSection={<IconEyeOff size={16} />} onClick={confirmDisable}>
              Disable Profile
            </MenuItem>
          </>
        )}
      </MenuDropdown>
    </Menu>
  );
}
