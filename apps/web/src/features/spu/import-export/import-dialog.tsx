import { useState } from 'react';
import { Alert, Button, Progress, Space, Table, Typography, Upload } from 'antd';
import { Modal } from '../../../shared/widgets/modal';
import { Pagination } from '../../../shared/ui';
import { InboxOutlined } from '@ant-design/icons';
import { SPU_TRANSFER_LIMITS, type SpuImportResultVO, type SpuImportRowVO } from '@caremall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { spuKeys } from '../api';
import { downloadImportTemplate, saveFile, uploadImport } from './api';
import { failureMessage, getFeedback } from '../../../shared/http';

const ACCEPTED = /\.(xlsx?|csv)$/i;
const PREVIEW_PAGE_SIZE = 10;
type Phase = 'idle' | 'uploading' | 'checking' | 'checked' | 'importing';

/** The 导入 dialog: template, upload with progress, the rows' preview, then the import. */
export function ImportProductsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('spu');
  const { message } = getFeedback();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<SpuImportResultVO | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setPhase('idle');
    setPercent(0);
    setResult(null);
    setProblem(null);
  };
  const close = () => {
    onClose();
    reset();
  };

  const send = async (chosen: File, commit: boolean) => {
    setPercent(0);
    setProblem(null);
    setPhase(commit ? 'importing' : 'uploading');
    try {
      const answer = await uploadImport(chosen, commit, (value) => {
        setPercent(value);
        if (value >= 100 && !commit) setPhase('checking');
      });
      setResult(answer.result);
      setProblem(answer.message);
      setPhase(answer.result ? 'checked' : 'idle');
      if (commit && answer.ok && answer.result) {
        message.success({ content: t('transfer.imported', { count: answer.result.productCount }), duration: 2 });
        void queryClient.invalidateQueries({ queryKey: spuKeys.all });
        close();
      }
    } catch (error) {
      setProblem(failureMessage(error));
      setPhase('idle');
    }
  };

  const choose = (chosen: File) => {
    if (!ACCEPTED.test(chosen.name)) message.error({ content: t('transfer.badType'), duration: 1.5 });
    else if (chosen.size > SPU_TRANSFER_LIMITS.maxFileBytes) message.error({ content: t('transfer.tooLarge'), duration: 1.5 });
    else {
      setFile(chosen);
      setResult(null);
      void send(chosen, false);
    }
    return Upload.LIST_IGNORE;
  };

  const template = async () => {
    const answer = await downloadImportTemplate().catch((error: unknown) => ({ error: failureMessage(error) }));
    if ('error' in answer) message.error({ content: answer.error, duration: 1.5 });
    else saveFile(answer);
  };

  const busy = phase === 'uploading' || phase === 'checking' || phase === 'importing';
  const canImport = phase === 'checked' && file !== null && result !== null && result.errorRowCount === 0;

  return (
    <Modal
      open={open}
      title={t('transfer.dialogTitle')}
      width={860}
      onCancel={close}
      mask={{ closable: !busy }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={phase === 'importing'}>
          {t('common:cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!canImport}
          loading={phase === 'importing'}
          onClick={() => file && void send(file, true)}
          data-testid="product-import-confirm"
        >
          {t('transfer.confirm')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('transfer.templateHint')}{' '}
          <Button type="link" style={{ padding: 0 }} onClick={() => void template()} data-testid="product-import-template">
            {t('transfer.template')}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xls,.xlsx,.csv"
          multiple={false}
          showUploadList={false}
          beforeUpload={choose}
          disabled={busy}
          aria-label={t('transfer.upload')}
          data-testid="product-import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('transfer.upload')}</p>
          <p className="ant-upload-hint">{t('transfer.uploadHint')}</p>
        </Upload.Dragger>
        {file && <Typography.Text data-testid="product-import-file">{t('transfer.fileName', { name: file.name })}</Typography.Text>}
        {(phase === 'uploading' || phase === 'importing') && (
          <Progress percent={percent} aria-label={t('transfer.progress')} data-testid="product-import-progress" />
        )}
        {phase === 'checking' && <Typography.Text>{t('transfer.checking')}</Typography.Text>}
        {problem && <Alert type="error" showIcon title={problem} data-testid="product-import-problem" />}
        {result && <ImportPreview result={result} />}
      </Space>
    </Modal>
  );
}

function ImportPreview({ result }: { result: SpuImportResultVO }) {
  const { t } = useTranslation('spu');
  const clean = result.errorRowCount === 0;
  const [pageNum, setPageNum] = useState(1);
  // Another file's preview may have fewer pages than the one shown before.
  const page = Math.min(pageNum, Math.max(1, Math.ceil(result.rows.length / PREVIEW_PAGE_SIZE)));
  return (
    <>
      <Alert
        type={clean ? 'success' : 'warning'}
        showIcon
        title={t(clean ? 'transfer.summaryOk' : 'transfer.summaryErrors', {
          rows: result.rowCount,
          products: result.productCount,
          errors: result.errorRowCount,
        })}
        data-testid="product-import-summary"
      />
      <Table<SpuImportRowVO>
        rowKey="rowNumber"
        size="small"
        bordered
        dataSource={result.rows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE)}
        pagination={false}
        onRow={(row) => ({ 'data-testid': 'product-import-row', 'data-row': row.rowNumber }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('transfer.columns.row'), dataIndex: 'rowNumber', width: 70 },
          { title: t('transfer.columns.name'), dataIndex: 'name', width: 200 },
          { title: t('transfer.columns.sku'), dataIndex: 'skuName', width: 120 },
          {
            title: t('transfer.columns.price'),
            width: 90,
            render: (_v, row) => (row.priceFee === null ? '' : (row.priceFee / 100).toFixed(2)),
          },
          { title: t('transfer.columns.stock'), dataIndex: 'stock', width: 80 },
          {
            title: t('transfer.columns.errors'),
            render: (_v, row) =>
              row.errors.length === 0 ? (
                <Typography.Text type="success">{t('transfer.rowOk')}</Typography.Text>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="product-import-errors">
                  {row.errors.map((error) => (
                    <li key={error}>
                      <Typography.Text type="danger">{error}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {/* The kit's pager: antd's names its previous and next buttons by their icons ("left", "right"). */}
      {result.rows.length > PREVIEW_PAGE_SIZE && (
        <Pagination current={page} pageSize={PREVIEW_PAGE_SIZE} total={result.rows.length} onChange={setPageNum} data-testid="product-import-pager" />
      )}
    </>
  );
}
