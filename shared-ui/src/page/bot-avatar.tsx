import Avatar from '@mui/material/Avatar';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

export interface BotAvatarProps {
  name: string;
  avatar: string | null | undefined;
  size?: number;
}

/** The bot's uploaded picture, or a robot glyph when it has none or the image fails. */
export function BotAvatar({ name, avatar, size = 32 }: BotAvatarProps) {
  return (
    <Avatar
      src={avatar ?? undefined}
      alt={avatar ? `${name} avatar` : undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.main' }}
    >
      <SmartToyOutlined sx={{ fontSize: size * 0.6 }} aria-hidden />
    </Avatar>
  );
}
