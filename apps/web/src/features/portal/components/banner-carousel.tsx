import { BANNER_MAX } from '@cloud-exam/contract/constants';
import { bannerApi, type PublicBanner } from '@cloud-exam/contract/portal/banner';
import { useQuery } from '@tanstack/react-query';
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/call';

/** The landing page's carousel of the platform's banners (none shown while there are none); a banner with a link leads there. */
export function BannerCarousel() {
  const { t } = useTranslation('portal');
  const banners = useQuery(endpointQuery(bannerApi.list)).data;
  if (!banners?.length) return null;
  return (
    <section aria-label={t('banner.carousel')} data-testid="banner-carousel" style={{ background: '#0f3f9e' }}>
      <Carousel autoplay={banners.length > 1} autoplaySpeed={5000} dots={banners.length > 1}>
        {banners.map((b) => (
          <div key={b.id}>
            <Slide banner={b} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}

function Slide({ banner }: { banner: PublicBanner }) {
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      style={{ display: 'block', width: '100%', height: 'auto', maxHeight: BANNER_MAX.height, objectFit: 'cover' }}
    />
  );
  if (!banner.link) return image;
  return banner.link.startsWith('/') ? (
    <Link to={banner.link}>{image}</Link>
  ) : (
    <a href={banner.link} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}
