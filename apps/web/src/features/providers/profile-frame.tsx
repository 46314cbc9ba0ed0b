import type { Me } from '@porchlight/core/identity/auth.schemas';
import {
  menuVisibility,
  profileLinks,
  servicesForDropdown,
  servicesMenuHref,
} from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import type { ReactNode } from 'react';
import { ChatLauncher } from '@/features/chat/chat-launcher';
import { InsightBeacon } from '@/features/insights/insight-beacon';
import { getMapTileUrl } from '@/lib/request-site';
import { ownerDetailsOf } from './owner-tools/owner-details';
import { OwnerPanel } from './owner-tools/owner-panel-loader';
import { ProfileBanner } from './profile-banner';
import { ProfileFooter } from './profile-footer';
import classes from './profile-frame.module.css';
import { ProfileLogo } from './profile-logo';
import { ProfileMenu, type ProfileMenuEntry } from './profile-menu';

function menuEntries(profile: Profile): ProfileMenuEntry[] {
  const links = profileLinks(profile.uriPrefix);
  const visible = menuVisibility(profile);
  const entries: (ProfileMenuEntry & { show: boolean })[] = [
    { key: 'home', label: 'Home', href: links.home, page: 'home', show: true },
    {
      key: 'services',
      label: 'Services',
      href: servicesMenuHref(profile.services, links),
      page: 'services',
      show: visible.services,
    },
    { key: 'gallery', label: 'Gallery', href: links.photos, page: 'photos', show: true },
    { key: 'contact', label: 'Contact', href: links.contact, page: 'contact-us', show: visible.contact },
    { key: 'about', label: 'About', href: links.about, page: 'about', show: visible.about },
    { key: 'reviews', label: 'Reviews', href: links.reviews, page: 'reviews', show: true },
    {
      key: 'clientHub',
      label: 'Client Hub',
      href: links.clientHub,
      page: 'client-hub',
      show: visible.clientHub,
    },
  ];
  return entries.filter((entry) => entry.show).map(({ show: _show, ...entry }) => entry);
}

/** Banner, logo and menu above every profile page, the footer below (spec 1 §2). */
export function ProfileFrame({
  profile,
  user,
  siteName,
  mainSiteUrl,
  children,
}: {
  profile: Profile;
  user: Me | null;
  siteName: string;
  mainSiteUrl: string;
  children: ReactNode;
}) {
  const links = profileLinks(profile.uriPrefix);
  return (
    <div className={classes.site} data-testid="profile-site">
      <header className={classes.hero}>
        <ProfileBanner profile={profile} user={user} />
        <div className={classes.identity}>
          <ProfileLogo profile={profile} user={user} />
          <div className={classes.menuArea}>
            <ProfileMenu
              entries={menuEntries(profile)}
              services={servicesForDropdown(profile.services).map((service) => ({
                name: service.name,
                href: links.service(service.nameUri),
              }))}
              viewAllServicesHref={links.services}
            />
          </div>
        </div>
      </header>
      <div className={classes.content}>
        {profile.isOwner && <OwnerPanel details={ownerDetailsOf(profile, links, getMapTileUrl())} />}
        {children}
      </div>
      <ProfileFooter profile={profile} siteName={siteName} mainSiteUrl={mainSiteUrl} />
      {!profile.isOwner && <InsightBeacon provider={profile.vanityNameLC} />}
      {profile.chatEnabled && (
        <ChatLauncher
          vanityNameLC={profile.vanityNameLC}
          providerName={profile.name}
          isOwner={profile.isOwner}
        />
      )}
    </div>
  );
}
