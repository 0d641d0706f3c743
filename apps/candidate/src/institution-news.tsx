import { type DownloadGroup, downloadApi } from '@cloud-exam/contract/portal/download';
import { type NewsItem, newsApi } from '@cloud-exam/contract/portal/news';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, fileUrl, withFileUrls } from './api';
import { formatTime } from './i18n';

/**
 * The news and files the candidate's institution published for its candidates, while they wait: the latest items,
 * each read in place (its text fetched when opened), and the files by category. Nothing while there are none.
 */
export function InstitutionNews({ token }: { token: string }) {
  const { t } = useTranslation();
  const [news, setNews] = useState<NewsItem[]>([]);
  const [files, setFiles] = useState<DownloadGroup[]>([]);
  const [texts, setTexts] = useState<Record<string, string>>({});
  useEffect(() => {
    call(newsApi.candidatePage, { current: 1, size: 5 }, token).then(
      (page) => setNews(page.records),
      () => undefined,
    );
    call(downloadApi.candidateList, undefined, token).then(setFiles, () => undefined);
  }, [token]);
  const read = (id: string) => {
    if (texts[id] === undefined)
      call(newsApi.candidateDetail, { id }, token).then(
        (item) => setTexts((known) => ({ ...known, [id]: item.content })),
        () => undefined,
      );
  };
  return (
    <>
      {news.length > 0 && (
        <>
          <h2>{t('portal.news')}</h2>
          <ul className="portal-news">
            {news.map((item) => (
              <li key={item.id}>
                <details onToggle={(e) => e.currentTarget.open && read(item.id)}>
                  <summary>
                    {item.title}
                    {item.publishTime && <span className="muted"> · {formatTime(item.publishTime, true)}</span>}
                  </summary>
                  {texts[item.id] === undefined ? (
                    <p className="muted">{t('loading')}</p>
                  ) : (
                    <div dangerouslySetInnerHTML={{ __html: withFileUrls(texts[item.id]!) }} />
                  )}
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
      {files.length > 0 && (
        <>
          <h2>{t('portal.downloads')}</h2>
          {files.map((group) => (
            <div key={group.categoryId}>
              <h3>{group.categoryName}</h3>
              <ul>
                {group.files.map((file) => (
                  <li key={file.id}>
                    <a href={fileUrl(file.fileUrl)} download={file.fileName}>
                      {file.title}
                    </a>{' '}
                    <span className="muted">({file.fileName})</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </>
  );
}
