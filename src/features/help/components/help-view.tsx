import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Grid } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { env } from '../../../config/env';
import { HelpSection } from './help-section';

/** How to use the app, how offline work and sync behave, installing it, contact and version. */
export function HelpView() {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <HelpSection
            icon={<MenuBookOutlined />}
            title={t('help.use.title')}
            steps={t('help.use.steps', { returnObjects: true })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HelpSection
            icon={<CloudSyncOutlined />}
            title={t('help.offline.title')}
            steps={t('help.offline.steps', { returnObjects: true })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HelpSection
            icon={<InstallMobileOutlined />}
            title={t('help.install.title')}
            steps={t('help.install.steps', { returnObjects: true })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HelpSection
            icon={<SupportAgentOutlined />}
            title={t('help.contact.title')}
            steps={t('help.contact.steps', { returnObjects: true })}
            footer={t('help.version', { version: env.appVersion })}
          />
        </Grid>
      </Grid>
    </>
  );
}
