import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';

/** The bot's picture, or a robot glyph when it has none or the image fails. */
export function BotAvatar({
  name,
  avatar,
  size = 28,
}: {
  name: string;
  avatar: string | null | undefined;
  size?: number;
}) {
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
