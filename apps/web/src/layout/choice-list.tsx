import { CheckOutlined } from '@ant-design/icons';
import { List, Typography } from 'antd';

export type Choice = { key: string; label: string; hint?: string; current: boolean };

/** A list to pick one entry from, the current one marked and not clickable (institution and role switching). */
export function ChoiceList({
  choices,
  currentLabel,
  onChoose,
}: {
  choices: Choice[];
  currentLabel: string;
  onChoose: (choice: Choice) => void;
}) {
  return (
    <List
      dataSource={choices}
      renderItem={(choice) => (
        <List.Item
          style={{ cursor: choice.current ? 'default' : 'pointer' }}
          onClick={() => !choice.current && onChoose(choice)}
          extra={choice.current ? <CheckOutlined aria-label={currentLabel} /> : null}
        >
          <List.Item.Meta
            title={choice.label}
            description={choice.hint && <Typography.Text type="secondary">{choice.hint}</Typography.Text>}
          />
        </List.Item>
      )}
    />
  );
}
