import type { CSSProperties, ReactNode } from 'react';
import { Box, type BoxProps } from './layout';
import classes from './list.module.css';
import { joinClasses, type Spacing, spacing } from './style-props';

/** Mantine's List with an icon before every item (an item may bring its own), on the server. */
export function List({
  icon,
  spacing: gap,
  size,
  children,
  className,
  style,
  ...props
}: BoxProps & { icon: ReactNode; spacing?: Spacing; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const vars = {
    '--list-spacing': gap === undefined ? undefined : spacing(gap),
    '--list-fz': size ? `var(--mantine-font-size-${size})` : undefined,
    '--list-lh': size ? `var(--mantine-line-height-${size})` : undefined,
    '--list-default-icon': undefined,
  } as CSSProperties;
  return (
    <Box
      component="ul"
      {...props}
      className={joinClasses(classes.list, className)}
      style={{ ...vars, ...style }}
    >
      <ListIconContext icon={icon}>{children}</ListIconContext>
    </Box>
  );
}

/** The list's icon reaches its items through a render prop: a server component has no context. */
function ListIconContext({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>{Array.isArray(children) ? children.map((child) => withIcon(child, icon)) : withIcon(children, icon)}</>
  );
}

function withIcon(child: ReactNode, icon: ReactNode): ReactNode {
  if (typeof child !== 'object' || child === null || !('props' in child) || child.type !== ListItem)
    return child;
  const props = child.props as ListItemProps;
  return <ListItem key={child.key} {...props} icon={props.icon ?? icon} />;
}

interface ListItemProps {
  icon?: ReactNode;
  children: ReactNode;
}

export function ListItem({ icon, children }: ListItemProps) {
  return (
    <li className={classes.item}>
      <span className={classes.itemWrapper}>
        {icon && <span className={classes.itemIcon}>{icon}</span>}
        <span>{children}</span>
      </span>
    </li>
  );
}
